import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * Button styles, usable on links too (`<Link className={buttonVariants({ variant: 'outline' })}>`).
 * `default` is the brand action, `call` the red telephone call-to-action of the public site. The
 * default size is 44 px high (tap target); `sm` is for dense back-office tables and toolbars. Each part
 * is one class in app.css (`.kf-btn`, `.kf-btn-<variant>`, `.kf-btn-<size>`, the same Tailwind
 * utilities), not ~40 utilities on every button (decision 204); a caller's utilities still win (later
 * layer).
 */
export const buttonVariants = cva('kf-btn', {
  variants: {
    variant: {
      default: 'kf-btn-default',
      call: 'kf-btn-call',
      destructive: 'kf-btn-destructive',
      outline: 'kf-btn-outline',
      secondary: 'kf-btn-secondary',
      ghost: 'kf-btn-ghost',
      link: 'kf-btn-link',
    },
    size: {
      default: 'kf-btn-md',
      sm: 'kf-btn-sm',
      lg: 'kf-btn-lg',
      icon: 'kf-btn-icon',
    },
  },
  compoundVariants: [{ variant: 'link', className: 'min-h-0 px-0 py-0' }],
  defaultVariants: { variant: 'default', size: 'default' },
});

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
