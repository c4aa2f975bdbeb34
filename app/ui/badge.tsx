import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * Badge colours. The booking-status variants follow SPEC.md: pending yellow, confirmed green,
 * rejected red, completed blue, forwarded purple, billed emerald (text/background pairs meet WCAG AA).
 */
export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&>svg]:pointer-events-none [&>svg]:size-3.5',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-brand text-brand-foreground',
        secondary: 'border-transparent bg-brand-light text-brand-dark',
        outline: 'border-border bg-white text-ink',
        destructive: 'border-transparent bg-destructive text-white',
        pending: 'border-yellow-300 bg-yellow-100 text-yellow-900',
        confirmed: 'border-green-300 bg-green-100 text-green-900',
        rejected: 'border-red-300 bg-red-100 text-red-900',
        completed: 'border-blue-300 bg-blue-100 text-blue-900',
        forwarded: 'border-purple-300 bg-purple-100 text-purple-900',
        billed: 'border-emerald-300 bg-emerald-100 text-emerald-900',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

export function Badge({
  className,
  variant,
  asChild = false,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'span';
  return <Comp data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
