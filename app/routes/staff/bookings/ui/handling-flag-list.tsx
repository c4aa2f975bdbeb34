// The markup of a ride's handling flags (handling-flags.tsx has the why): without `icon` each flag's icon
// is drawn by app.css (`.kf-flag-css`, a mask by `data-flag`), as the bookings table does (decision 200).
// Kept apart from the lucide icons so that the list's first load does not carry them (issue 15).
import type { ReactNode } from 'react';
import type { HandlingFlag, HandlingFlagKey } from '#app/domain/bookings/handling-flags';
import { cn } from '#app/ui/cn';

export function HandlingFlagList({
  flags,
  labelled = false,
  className,
  icon,
}: {
  flags: HandlingFlag[];
  labelled?: boolean;
  className?: string;
  /** The inline icon of a flag; without it the icon is a CSS mask. */
  icon?: (key: HandlingFlagKey) => ReactNode;
}) {
  if (!flags.length) return null;
  return (
    <ul aria-label="Hinweise zur Fahrt" className={cn('kf-flags', className)}>
      {flags.map((flag) => (
        <li key={flag.key} title={flag.label} data-flag={flag.key} className={icon ? 'kf-flag' : 'kf-flag kf-flag-css'}>
          {icon?.(flag.key)}
          <span className={labelled ? 'break-words' : 'sr-only'}>{flag.label}</span>
        </li>
      ))}
    </ul>
  );
}
