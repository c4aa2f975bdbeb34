// The handling flags of a ride, shown the same way wherever staff see a leg (list, dashboard, details):
// a small icon per flag with the text for screen readers and as a tooltip; `labelled` also shows the
// text. The flags come from `handlingFlags` (app/domain/bookings/handling-flags.ts). The look is one
// class (`.kf-flag` in app.css). `sprite` draws the icon from `HandlingFlagSymbols`, which the page
// renders once (the bookings table: ~60 bytes per icon instead of ~450, decision 200).
import { Accessibility, Armchair, Biohazard, EyeOff, Footprints, MessageSquareWarning, Weight, type LucideIcon } from 'lucide-react';
import type { HandlingFlag, HandlingFlagKey } from '#app/domain/bookings/handling-flags';
import { cn } from '#app/ui/cn';

const ICONS: Record<HandlingFlagKey, LucideIcon> = {
  infektioes: Biohazard,
  adipositas: Weight,
  rollstuhl: Accessibility,
  tragestuhl: Armchair,
  sehbeeintraechtigt: EyeOff,
  treppen: Footprints,
  hinweis: MessageSquareWarning,
};

const symbolId = (key: HandlingFlagKey) => `kf-flag-${key}`;

/**
 * The icons of the flags shown on a page as `<symbol>`s, to be placed once inside a hidden `<svg>` of a
 * page using `sprite`: only those of `flags`, each once.
 */
export function HandlingFlagSymbols({ flags }: { flags: Iterable<HandlingFlag> }) {
  const keys = new Set([...flags].map((flag) => flag.key));
  return (
    <>
      {(Object.keys(ICONS) as HandlingFlagKey[])
        .filter((key) => keys.has(key))
        .map((key) => {
          const Icon = ICONS[key];
          return (
            <symbol key={key} id={symbolId(key)} viewBox="0 0 24 24">
              <Icon />
            </symbol>
          );
        })}
    </>
  );
}

export function HandlingFlags({
  flags,
  labelled = false,
  sprite = false,
  className,
}: {
  flags: HandlingFlag[];
  labelled?: boolean;
  sprite?: boolean;
  className?: string;
}) {
  if (!flags.length) return null;
  return (
    <ul aria-label="Hinweise zur Fahrt" className={cn('kf-flags', className)}>
      {flags.map((flag) => {
        const Icon = ICONS[flag.key];
        return (
          <li key={flag.key} title={flag.label} data-flag={flag.key} className="kf-flag">
            {sprite ? (
              <svg aria-hidden="true">
                <use href={`#${symbolId(flag.key)}`} />
              </svg>
            ) : (
              <Icon aria-hidden="true" />
            )}
            <span className={labelled ? 'break-words' : 'sr-only'}>{flag.label}</span>
          </li>
        );
      })}
    </ul>
  );
}
