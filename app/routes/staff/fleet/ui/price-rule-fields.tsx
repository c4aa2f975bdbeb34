import { MAX_INSURER_LENGTH } from '#app/domain/pricing/price-rule-form';
import { PRICE_MODE_LABELS, PRICE_MODES } from '#app/domain/pricing/modes';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { LabelledOptions, NativeSelect } from '#app/ui/native-select';
import { SURCHARGE_SLOTS } from '#app/domain/billing/price-rule-billing-form';
import { SURCHARGE_CONDITION_OPTIONS } from '#app/domain/billing/surcharge-condition';

export type PriceRuleDefaults = {
  insurer?: string;
  mode?: string;
  baseFare?: string;
  includedKm?: string;
  perKm?: string;
} & Record<string, string | undefined>;

const BILLING_FIELDS = [
  'kostentraegerIk',
  'abrechnungscode',
  'tarifkennzeichen',
  'posGrundpauschale',
  'posKilometer',
  'posWartezeit',
  'wartezeitBetrag',
  'wartezeitTakt',
  'wartezeitFrei',
  'wartezeitZaehlung',
  'ustErmaessigt',
  ...SURCHARGE_SLOTS.flatMap((slot) => [
    `zuschlag${slot}Bezeichnung`,
    `zuschlag${slot}Betrag`,
    `zuschlag${slot}Position`,
    `zuschlag${slot}Bedingung`,
  ]),
];

/** The billing part (issue 21): IK, codes, Positionsnummern, waiting time, surcharges, VAT; folded away until needed. */
function BillingFields({
  idPrefix,
  defaults,
  errors,
}: {
  idPrefix: string;
  defaults: PriceRuleDefaults;
  errors: Record<string, string>;
}) {
  const open = BILLING_FIELDS.some((field) => errors[field]);
  const text = (
    name: string,
    label: string,
    props: { placeholder?: string; inputMode?: 'decimal' | 'numeric'; hint?: string; maxLength?: number } = {},
  ) => (
    <Field label={label} hint={props.hint} error={errors[name]}>
      <Input
        id={`${idPrefix}-${name}`}
        name={name}
        autoComplete="off"
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        maxLength={props.maxLength ?? 40}
        defaultValue={defaults[name] ?? ''}
      />
    </Field>
  );
  return (
    <details open={open || undefined} className="rounded-md border border-border p-3 [&[open]>summary]:mb-3">
      <summary className="cursor-pointer font-medium">Abrechnung mit der Krankenkasse</summary>
      <div className="grid gap-4">
        {text('kostentraegerIk', 'Institutionskennzeichen (IK)', {
          inputMode: 'numeric',
          placeholder: '9 Ziffern',
          hint: '9 Ziffern der Kasse, mit Prüfziffer.',
        })}
        {text('abrechnungscode', 'Abrechnungscode', {
          inputMode: 'numeric',
          placeholder: '46',
          hint: '46 = Taxi/Mietwagen.',
        })}
        {text('tarifkennzeichen', 'Tarifkennzeichen', { placeholder: '5 Zeichen' })}
        {text('posGrundpauschale', 'Positionsnummer Grundpauschale', {
          inputMode: 'numeric',
          placeholder: '6 Ziffern',
        })}
        {text('posKilometer', 'Positionsnummer Kilometer', { inputMode: 'numeric', placeholder: '6 Ziffern' })}
        {text('posWartezeit', 'Positionsnummer Wartezeit', { inputMode: 'numeric', placeholder: '6 Ziffern' })}
        {text('wartezeitBetrag', 'Wartezeit € je Takt', { inputMode: 'decimal', placeholder: '8,00' })}
        {text('wartezeitTakt', 'Wartezeit-Takt (Minuten)', { inputMode: 'numeric', placeholder: '15' })}
        {text('wartezeitFrei', 'Freie Wartezeit (Minuten)', { inputMode: 'numeric', placeholder: '0' })}
        <Field label="Wartezeit zählen" error={errors.wartezeitZaehlung}>
          <NativeSelect
            id={`${idPrefix}-wartezeitZaehlung`}
            name="wartezeitZaehlung"
            defaultValue={defaults.wartezeitZaehlung ?? 'angefangen'}
          >
            <option value="angefangen">jeder angefangene Takt</option>
            <option value="vollendet">nur volle Takte</option>
          </NativeSelect>
        </Field>
        <Field label="Umsatzsteuer" error={errors.ustErmaessigt}>
          <NativeSelect
            id={`${idPrefix}-ustErmaessigt`}
            name="ustErmaessigt"
            defaultValue={defaults.ustErmaessigt ?? 'ja'}
          >
            <option value="ja">7 % bis 50 km (Vertrag schließt Taxen ein)</option>
            <option value="nein">immer 19 %</option>
          </NativeSelect>
        </Field>
        {SURCHARGE_SLOTS.map((slot) => (
          <fieldset key={slot} className="grid gap-3 rounded-md border border-border p-3">
            <legend className="px-1 text-sm font-medium">Zuschlag {slot}</legend>
            {text(`zuschlag${slot}Bezeichnung`, 'Bezeichnung', { placeholder: 'z. B. Tragestuhl', maxLength: 60 })}
            {text(`zuschlag${slot}Betrag`, 'Betrag €', { inputMode: 'decimal', placeholder: '0,00' })}
            {text(`zuschlag${slot}Position`, 'Positionsnummer', { inputMode: 'numeric', placeholder: '6 Ziffern' })}
            <Field
              label="Gilt für"
              hint="Transportart der Fahrt oder ein Merkmal der Buchung."
              error={errors[`zuschlag${slot}Bedingung`]}
            >
              <NativeSelect
                id={`${idPrefix}-zuschlag${slot}Bedingung`}
                name={`zuschlag${slot}Bedingung`}
                defaultValue={defaults[`zuschlag${slot}Bedingung`] || 'alle'}
              >
                {SURCHARGE_CONDITION_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </fieldset>
        ))}
        <p className="text-sm text-muted">Fahrzeuge mit Rollstuhlausstattung fahren steuerfrei (§ 4 Nr. 17b UStG).</p>
      </div>
    </details>
  );
}

/** Krankenkasse, Art, Grundpauschale €, Inklusive km, ab km Preis € (SPEC.md §2). */
export function PriceRuleFields({
  idPrefix,
  defaults = {},
  errors,
}: {
  idPrefix: string;
  defaults?: PriceRuleDefaults;
  errors: Record<string, string>;
}) {
  return (
    <>
      <Field label="Krankenkasse" required error={errors.insurer}>
        <Input
          id={`${idPrefix}-insurer`}
          name="insurer"
          autoComplete="off"
          maxLength={MAX_INSURER_LENGTH * 2}
          defaultValue={defaults.insurer ?? ''}
        />
      </Field>
      <Field label="Art" required error={errors.mode}>
        <NativeSelect id={`${idPrefix}-mode`} name="mode" defaultValue={defaults.mode ?? ''}>
          <option value="">Bitte wählen</option>
          <LabelledOptions values={PRICE_MODES} labels={PRICE_MODE_LABELS} />
        </NativeSelect>
      </Field>
      <div className="grid gap-4">
        <Field label="Grundpauschale €" error={errors.baseFare}>
          <Input
            id={`${idPrefix}-base`}
            name="baseFare"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0,00"
            defaultValue={defaults.baseFare ?? ''}
          />
        </Field>
        <Field label="Inklusive km" error={errors.includedKm}>
          <Input
            id={`${idPrefix}-included`}
            name="includedKm"
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            defaultValue={defaults.includedKm ?? ''}
          />
        </Field>
        <Field label="ab km Preis €" error={errors.perKm}>
          <Input
            id={`${idPrefix}-perkm`}
            name="perKm"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0,00"
            defaultValue={defaults.perKm ?? ''}
          />
        </Field>
      </div>
      <p className="text-sm text-muted">Leere Zahlenfelder werden als 0 gespeichert. Beträge mit Komma, z. B. 49,50.</p>
      <BillingFields idPrefix={idPrefix} defaults={defaults} errors={errors} />
    </>
  );
}
