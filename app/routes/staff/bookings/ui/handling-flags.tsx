// The handling flags of a ride, shown the same way wherever staff see a leg (list, dashboard, details):
// a small icon per flag with the text for screen readers and as a tooltip; `labelled` also shows the
// text. The flags come from `handlingFlags` (app/domain/bookings/handling-flags.ts). The look is one
// rule (`.kf-flags > li` in app.css). The bookings table uses `HandlingFlagList` without icons instead: app.css
// draws the same lucide icon as a mask by `data-flag`, so the table sends no markup per icon (decision 200).
import {
  Accessibility,
  Armchair,
  Biohazard,
  EyeOff,
  Footprints,
  MessageSquareWarning,
  Weight,
  type LucideIcon,
} from 'lucide-react';
import type { HandlingFlag, HandlingFlagKey } from '#app/domain/bookings/handling-flags';
import { HandlingFlagList } from './handling-flag-list';

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
  className,
}: {
  flags: HandlingFlag[];
  labelled?: boolean;
  className?: string;
}) {
  return (
    <HandlingFlagList
      flags={flags}
      labelled={labelled}
      className={className}
      icon={(key) => {
        const Icon = HANDLING_FLAG_ICONS[key];
        return <Icon aria-hidden="true" />;
      }}
    />
  );
}
