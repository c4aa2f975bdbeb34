// A native checkbox with its label beside it, at least 44 px tall: for forms that also post without
// JavaScript (the Radix checkbox in checkbox.tsx needs it). An optional hint is read with the box.
import type { InputHTMLAttributes, ReactNode } from 'react';

export function NativeCheckbox({
  id,
  label,
  hint,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string; label: ReactNode; hint?: ReactNode }) {
  const describedBy = [props['aria-describedby'], hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input
        id={id}
        type="checkbox"
        {...props}
        aria-describedby={describedBy}
        className="size-5 shrink-0 cursor-pointer accent-brand"
      />
      <label htmlFor={id} className="cursor-pointer">
        {label}
        {hint ? (
          <span id={`${id}-hint`} className="block text-sm font-normal text-muted">
            {hint}
          </span>
        ) : null}
      </label>
    </div>
  );
}
