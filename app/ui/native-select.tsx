import type { ComponentProps } from 'react';
import { cn } from './cn';
import { controlClassName } from './input';

/**
 * A styled native `<select>`: works without JavaScript and submits with its form, so it suits
 * progressive-enhancement forms and filters. Pass `<option>` children. The chevron is the select's
 * background image (`.kf-select` in app.css): no wrapper and no icon markup per select (decision 200).
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(controlClassName, 'kf-select', className)} {...props} />;
}

/** One `<option>` per item, its id as value and its name as text (drivers, patients). */
export function NamedOptions({ items }: { items: readonly { id: string; name: string }[] }) {
  return items.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));
}

/** One `<option>` per value of a closed set, labelled from its German labels (e.g. TRANSPORT_LABELS). */
export function LabelledOptions<T extends string>({
  values,
  labels,
}: {
  values: readonly T[];
  labels: Readonly<Record<T, string>>;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}
