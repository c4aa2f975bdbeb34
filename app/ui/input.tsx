import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * Shared look of text-like controls: 44 px high, visible invalid state (aria-invalid). One class each,
 * defined in app.css (`.kf-control`, `.kf-input`), so that a form or filter stays small (decision 200).
 */
export const controlClassName = 'kf-control';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={cn(controlClassName, 'kf-input', className)} {...props} />;
}
