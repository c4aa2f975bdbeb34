import { CircleAlert } from 'lucide-react';
import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from './cn';
import { Label } from './label';

/** What a form control needs to be wired to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

type FieldProps = {
  label: ReactNode;
  /** A short help text below the label (e.g. the expected format). */
  hint?: ReactNode;
  /** The German error message; marks the control invalid and is announced with it. */
  error?: string | null;
  /** Shows the required marker and sets aria-required on the control. */
  required?: boolean;
  /** The control's id; generated when absent. */
  id?: string;
  className?: string;
  /**
   * One control element (Input, Textarea, NativeSelect, SelectTrigger …) that receives id and aria
   * props, or a function that gets them, for compound controls.
   */
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode);
};

/**
 * Label + control + hint + error. The control is linked to its label (`htmlFor`), to the hint and the
 * error (`aria-describedby`), and gets `aria-invalid` while an error is shown.
 */
export function Field({ label, hint, error, required, id, className, children }: FieldProps) {
  const generated = useId();
  const childProps = typeof children !== 'function' && isValidElement(children) ? children.props : undefined;
  const controlId = id ?? childProps?.id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  // The control's own description (if any) stays, after the hint and the error.
  const describedBy = [hintId, errorId, childProps?.['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };

  return (
    <div data-slot="field" className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {typeof children === 'function' ? children(control) : cloneElement(children, control)}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
