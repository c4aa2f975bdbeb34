import { MAX_INSURER_LENGTH } from '#app/domain/pricing/price-rule-form';
import { PRICE_MODE_LABELS, PRICE_MODES } from '#app/domain/pricing/modes';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { NativeSelect } from '#app/ui/native-select';

export type PriceRuleDefaults = { insurer?: string; mode?: string; baseFare?: string; includedKm?: string; perKm?: string };

/** Krankenkasse, Art, Grundpauschale €, Inklusive km, ab km Preis € (SPEC.md §2). */
export function PriceRuleFields({ idPrefix, defaults = {}, errors }: { idPrefix: string; defaults?: PriceRuleDefaults; errors: Record<string, string> }) {
  return (
    <>
      <Field label="Krankenkasse" required error={errors.insurer}>
        <Input id={`${idPrefix}-insurer`} name="insurer" autoComplete="off" maxLength={MAX_INSURER_LENGTH * 2} defaultValue={defaults.insurer ?? ''} />
      </Field>
      <Field label="Art" required error={errors.mode}>
        <NativeSelect id={`${idPrefix}-mode`} name="mode" defaultValue={defaults.mode ?? ''}>
          <option value="">Bitte wählen</option>
          {PRICE_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {PRICE_MODE_LABELS[mode]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="grid gap-4">
        <Field label="Grundpauschale €" error={errors.baseFare}>
          <Input id={`${idPrefix}-base`} name="baseFare" inputMode="decimal" autoComplete="off" placeholder="0,00" defaultValue={defaults.baseFare ?? ''} />
        </Field>
        <Field label="Inklusive km" error={errors.includedKm}>
          <Input id={`${idPrefix}-included`} name="includedKm" inputMode="numeric" autoComplete="off" placeholder="0" defaultValue={defaults.includedKm ?? ''} />
        </Field>
        <Field label="ab km Preis €" error={errors.perKm}>
          <Input id={`${idPrefix}-perkm`} name="perKm" inputMode="decimal" autoComplete="off" placeholder="0,00" defaultValue={defaults.perKm ?? ''} />
        </Field>
      </div>
      <p className="text-sm text-muted">Leere Zahlenfelder werden als 0 gespeichert. Beträge mit Komma, z. B. 49,50.</p>
    </>
  );
}
