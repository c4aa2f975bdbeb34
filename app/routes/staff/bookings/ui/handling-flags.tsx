// The handling flags of a ride, shown the same way wherever staff see a leg (list, dashboard, details):
// a small icon per flag with the text for screen readers and as a tooltip; `labelled` also shows the
// text. The flags come from `handlingFlags` (app/domain/bookings/handling-flags.ts). The look is one
// class (`.kf-flag` in app.css). `cssIcons` leaves the icon to app.css (`.kf-flag-css`: a mask of the
// same lucide icon by `data-flag`): the bookings table sends no markup per icon (decision 200).
import { Accessibility, Armchair, Biohazard, EyeOff, Footprints, MessageSquareWarning, Weight, type LucideIcon } from 'lucide-react';
import type { HandlingFlag, HandlingFlagKey } from '#app/domain/bookings/handling-flags';
import { cn } from '#app/ui/cn';

/** The lucide icon of each flag; the list draws the same ones from app.css (app/staff/css-icons.test.tsx keeps them equal). */
export const HANDLING_FLAG_ICONS: Record<HandlingFlagKey, LucideIcon> = {
  infektioes: Biohazard,
  adipositas: Weight,
  rollstuhl: Accessibility,
  tragestuhl: Armchair,
  sehbeeintraechtigt: EyeOff,
  treppen: Footprints,
  hinweis: MessageSquareWarning,
};

export function HandlingFlags({
  flags,
  labelled = false,
  cssIcons = false,
  className,
}: {
  flags: HandlingFlag[];
  labelled?: boolean;
  cssIcons?: boolean;
  className?: string;
}) {
  if (!flags.length) return null;
  return (
    <ul aria-label="Hinweise zur Fahrt" className={cn('kf-flags', className)}>
      {flags.map((flag) => {
        const Icon = HANDLING_FLAG_ICONS[flag.key];
        return (
          <li key={flag.key} title={flag.label} data-flag={flag.key} className={cssIcons ? 'kf-flag kf-flag-css' : 'kf-flag'}>
            {cssIcons ? null : <Icon aria-hidden="true" />}
            <span className={labelled ? 'break-words' : 'sr-only'}>{flag.label}</span>
          </li>
        );
      })}
    </ul>
  );
}
