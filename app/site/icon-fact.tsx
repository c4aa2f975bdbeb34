// One contact fact as a list item: a brand-coloured icon, a small label and the value beneath.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function IconFact({
  icon: Icon,
  label,
  labelClass,
  children,
}: {
  icon: LucideIcon;
  label: string;
  labelClass: string;
  /** The value: a link or a paragraph. */
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand" />
      <div>
        <p className={labelClass}>{label}</p>
        {children}
      </div>
    </li>
  );
}
