import type { ComponentProps } from 'react';
import { cn } from './cn';

/** Shared look of text-like controls: 44 px high, visible invalid state (aria-invalid). */
export const controlClassName =
  'w-full min-w-0 rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-ink placeholder:text-muted disabled:cursor-not-allowed disabled:bg-surface disabled:opacity-70 aria-invalid:border-destructive aria-invalid:ring-1 aria-invalid:ring-destructive';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        controlClassName,
        'min-h-11 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-semibold',
        className,
      )}
      {...props}
    />
  );
}
