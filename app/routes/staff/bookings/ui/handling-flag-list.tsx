// The markup of a ride's handling flags (handling-flags.tsx has the why). The bookings table's lists
// (`inTable`, without `icon`) carry no class: app.css draws each flag's icon (a mask by `data-flag`) and
// gives its text to screen readers only (decisions 200, 204: ~90 bytes less per row).
// Kept apart from the lucide icons so that the list's first load does not carry them (issue 15).
import type { ReactNode } from 'react';
import type { HandlingFlag, HandlingFlagKey } from '#app/domain/bookings/handling-flags';
import { cn } from '#app/ui/cn';

const LIST_LABEL = 'Hinweise zur Fahrt';
/** The id of `FlagListLabel`: the table's flag lists are labelled by it instead of each carrying the text. */
const LIST_LABEL_ID = 'kf-hw';

/** The flag lists' label once per page, for the bookings table's `HandlingFlagList`s (`inTable`). */
export function FlagListLabel() {
  return (
    <span id={LIST_LABEL_ID} hidden>
      {LIST_LABEL}
    </span>
  );
}

export function HandlingFlagList({
  flags,
  labelled = false,
  className,
  icon,
  inTable = false,
}: {
  flags: HandlingFlag[];
  labelled?: boolean;
  className?: string;
  /** The inline icon of a flag; without it the icon is a CSS mask. */
  icon?: (key: HandlingFlagKey) => ReactNode;
  /**
   * The bookings table's list (50 rows, decision 204): labelled by the page's `FlagListLabel` and styled
   * as `.kf-bt td ul` in app.css, instead of each list carrying the text and the class (44 bytes a row).
   */
  inTable?: boolean;
}) {
  if (!flags.length) return null;
  return (
    <ul
      {...(inTable ? { 'aria-labelledby': LIST_LABEL_ID } : { 'aria-label': LIST_LABEL })}
      className={cn(!inTable && 'kf-flags', className) || undefined}
    >
      {flags.map((flag) => (
        <li key={flag.key} title={flag.label} data-flag={flag.key}>
          {icon?.(flag.key)}
          <span className={labelled ? 'break-words' : icon ? 'sr-only' : undefined}>{flag.label}</span>
        </li>
      ))}
    </ul>
  );
}
