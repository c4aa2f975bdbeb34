// Parts of the back office's longer forms (patient, series, phone booking): a titled group of fields
// in two columns, and the Pflegegrad choice.
import type { ComponentProps, ReactNode } from 'react';
import { NativeSelect } from '#app/ui/native-select';

/** A group of fields under its legend, two columns from sm; `onPage` gives it the white of a page card. */
export function FieldGroup({
  legend,
  onPage = false,
  children,
}: {
  legend: string;
  onPage?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset
      className={
        onPage
          ? 'grid gap-4 rounded-lg border border-border bg-white p-4 sm:grid-cols-2'
          : 'grid gap-4 rounded-lg border border-border p-4 sm:grid-cols-2'
      }
    >
      <legend className="px-1 text-base font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

const PFLEGEGRADE = [1, 2, 3, 4, 5] as const;

/** "keiner" or Pflegegrad 1 to 5 (the values `pflegegrad` is read with). */
export function PflegegradSelect(props: Omit<ComponentProps<typeof NativeSelect>, 'children'>) {
  return (
    <NativeSelect {...props}>
      <option value="">keiner</option>
      {PFLEGEGRADE.map((grad) => (
        <option key={grad} value={String(grad)}>
          {grad}
        </option>
      ))}
    </NativeSelect>
  );
}
