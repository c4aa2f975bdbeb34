import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * Badge colours. The booking-status variants follow SPEC.md: pending yellow, confirmed green,
 * rejected red, completed blue, forwarded purple, billed emerald, and a series' paused ride grey (text/
 * background pairs meet WCAG AA).
 * Each variant is one class defined in app.css (`.kf-badge-*`), so a table of badges stays small
 * (issue 15, decision 200); no `data-slot` attribute (nothing reads it; 17 bytes a badge, decision 204).
 */
export const badgeVariants = cva('kf-badge', {
  variants: {
    variant: {
      default: 'kf-badge-default',
      secondary: 'kf-badge-secondary',
      outline: 'kf-badge-outline',
      destructive: 'kf-badge-destructive',
      pending: 'kf-badge-pending',
      confirmed: 'kf-badge-confirmed',
      rejected: 'kf-badge-rejected',
      completed: 'kf-badge-completed',
      forwarded: 'kf-badge-forwarded',
      billed: 'kf-badge-billed',
      paused: 'kf-badge-paused',
    },
  },
  defaultVariants: { variant: 'default' },
});

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

export function Badge({
  className,
  variant,
  asChild = false,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'span';
  return <Comp className={cn(badgeVariants({ variant }), className)} {...props} />;
}
