import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * Button styles, usable on links too (`<Link className={buttonVariants({ variant: 'outline' })}>`).
 * `default` is the brand action, `call` the red telephone call-to-action of the public site. The
 * default size is 44 px high (tap target); `sm` is for dense back-office tables and toolbars.
 */
export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand text-brand-foreground hover:bg-brand-dark',
        call: 'bg-call text-white hover:bg-call-dark',
        destructive: 'bg-destructive text-white hover:bg-red-800',
        outline: 'border border-border bg-white text-ink hover:border-brand hover:bg-brand-light',
        secondary: 'bg-brand-light text-brand-dark hover:bg-sky-100',
        ghost: 'text-ink hover:bg-surface hover:text-brand-dark',
        link: 'text-brand underline underline-offset-4 hover:text-brand-dark hover:decoration-2',
      },
      size: {
        default: 'min-h-11 px-5 py-2 text-base [&_svg:not([class*=size-])]:size-5',
        sm: 'min-h-9 px-3 py-1.5 text-sm [&_svg:not([class*=size-])]:size-4',
        lg: 'min-h-12 px-7 py-3 text-lg [&_svg:not([class*=size-])]:size-5',
        icon: 'size-11 [&_svg:not([class*=size-])]:size-5',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'min-h-0 px-0 py-0' }],
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** A button; `asChild` renders the styles on its single child instead (e.g. a router `<Link>`). */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) {
    return <Slot.Root data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
  }
  return (
    <button
      data-slot="button"
      type={type ?? 'button'}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
