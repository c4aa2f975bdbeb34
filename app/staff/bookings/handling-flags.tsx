// The handling flags of a ride, shown the same way wherever staff see a leg (list, dashboard, details):
// a small icon per flag with the text for screen readers and as a tooltip; `labelled` also shows the
// text. The flags come from `handlingFlags` (app/domain/bookings/handling-flags.ts).
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

export function HandlingFlags({ flags, labelled = false, className }: { flags: HandlingFlag[]; labelled?: boolean; className?: string }) {
  if (!flags.length) return null;
  return (
    <ul aria-label="Hinweise zur Fahrt" className={cn('flex flex-wrap items-center gap-1', className)}>
      {flags.map((flag) => {
        const Icon = ICONS[flag.key];
        return (
          <li
            key={flag.key}
            title={flag.label}
            data-flag={flag.key}
            className={cn(
              'inline-flex items-center gap-1 rounded border px-1 py-0.5 text-xs',
              flag.key === 'infektioes' ? 'border-red-300 bg-red-50 text-red-800' : 'border-slate-300 bg-white text-slate-700',
            )}
          >
            <Icon aria-hidden="true" className="size-3.5 shrink-0" />
            <span className={labelled ? 'break-words' : 'sr-only'}>{flag.label}</span>
          </li>
        );
      })}
    </ul>
  );
}
