// The fields of Muster 4 as staff copy them from the paper prescription (issue 18).
import {
  TRANSPORT_MEANS,
  TRANSPORT_MEANS_LABELS,
  TRIP_REASONS,
  TRIP_REASON_HINT,
  TRIP_REASON_LABELS,
} from '#app/domain/approvals/classification';
import { ACCIDENT_KINDS, ACCIDENT_LABELS, type PrescriptionView } from '#app/domain/approvals/prescription-form';
import { TRANSPORT_LABELS, TRANSPORT_TYPES } from '#app/domain/bookings/transport';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { LabelledOptions, NativeSelect } from '#app/ui/native-select';
import { CheckboxRow, LegChecks } from './approval-fields';

const NEEDED_FOR_BILLING = '9 Ziffern, für die Abrechnung nötig (speichern geht auch ohne)';

export function PrescriptionFields({
  idPrefix,
  defaults,
  errors,
}: {
  idPrefix: string;
  defaults: Partial<PrescriptionView>;
  errors: Record<string, string>;
}) {
  const d = defaults;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Ausgestellt am" required error={errors.ausstellungsdatum}>
          <Input
            id={`${idPrefix}-ausgestellt`}
            name="ausstellungsdatum"
            type="date"
            defaultValue={d.ausstellungsdatum ?? ''}
          />
        </Field>
        <Field label="Verordnender Arzt" required error={errors.arztName}>
          <Input id={`${idPrefix}-arzt`} name="arztName" autoComplete="off" defaultValue={d.arztName ?? ''} />
        </Field>
        {/* Billing blocks a prescription without LANR or BSNR ("In der Verordnung fehlt: …"), but staff may
            save what the paper shows and add the number later: a hint, not the required marker. */}
        <Field label="Arztnummer (LANR)" hint={NEEDED_FOR_BILLING} error={errors.lanr}>
          <Input
            id={`${idPrefix}-lanr`}
            name="lanr"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={d.lanr ?? ''}
          />
        </Field>
        <Field label="Betriebsstättennummer (BSNR)" hint={NEEDED_FOR_BILLING} error={errors.bsnr}>
          <Input
            id={`${idPrefix}-bsnr`}
            name="bsnr"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={d.bsnr ?? ''}
          />
        </Field>
      </div>
      <div className="flex flex-wrap gap-x-6">
        <CheckboxRow
          id={`${idPrefix}-befreit`}
          name="zuzahlungsbefreit"
          label="Zuzahlungsfrei"
          defaultChecked={d.zuzahlungsbefreit ?? false}
        />
        <CheckboxRow
          id={`${idPrefix}-wartezeit`}
          name="wartezeit"
          label="Wartezeit verordnet"
          defaultChecked={d.wartezeit ?? false}
        />
      </div>
      <Field label="Unfall" error={errors.unfall}>
        <NativeSelect id={`${idPrefix}-unfall`} name="unfall" defaultValue={d.unfall ?? 'keiner'}>
          <LabelledOptions values={ACCIDENT_KINDS} labels={ACCIDENT_LABELS} />
        </NativeSelect>
      </Field>
      <LegChecks idPrefix={idPrefix} hin={d.hinfahrt ?? true} rueck={d.rueckfahrt ?? false} error={errors.hinfahrt} />
      <Field label="Grund der Beförderung" required hint={TRIP_REASON_HINT} error={errors.grund}>
        <NativeSelect id={`${idPrefix}-grund`} name="grund" defaultValue={d.grund ?? ''}>
          <option value="">Bitte wählen</option>
          <LabelledOptions values={TRIP_REASONS} labels={TRIP_REASON_LABELS} />
        </NativeSelect>
      </Field>
      <CheckboxRow
        id={`${idPrefix}-mobil`}
        name="mobilitaetDauerhaft"
        label="Dauerhafte Mobilitätsbeeinträchtigung (mindestens 6 Monate)"
        defaultChecked={d.mobilitaetDauerhaft ?? false}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Aufnahmedatum" hint="bei vorstationärer Behandlung" error={errors.aufnahmedatum}>
          <Input id={`${idPrefix}-aufnahme`} name="aufnahmedatum" type="date" defaultValue={d.aufnahmedatum ?? ''} />
        </Field>
        <Field label="Entlassungsdatum" hint="bei nachstationärer Behandlung" error={errors.entlassungsdatum}>
          <Input
            id={`${idPrefix}-entlassung`}
            name="entlassungsdatum"
            type="date"
            defaultValue={d.entlassungsdatum ?? ''}
          />
        </Field>
        <Field label="Beförderungsmittel" required error={errors.befoerderungsmittel}>
          <NativeSelect
            id={`${idPrefix}-mittel`}
            name="befoerderungsmittel"
            defaultValue={d.befoerderungsmittel ?? 'taxi_mietwagen'}
          >
            <LabelledOptions values={TRANSPORT_MEANS} labels={TRANSPORT_MEANS_LABELS} />
          </NativeSelect>
        </Field>
        <Field label="Beförderungsart" required error={errors.position}>
          <NativeSelect id={`${idPrefix}-position`} name="position" defaultValue={d.position ?? 'sitzend'}>
            <LabelledOptions values={TRANSPORT_TYPES} labels={TRANSPORT_LABELS} />
          </NativeSelect>
        </Field>
      </div>
      <Field label="Begründung KTW" hint="nur bei KTW" error={errors.ktwBegruendung}>
        <Input id={`${idPrefix}-ktw`} name="ktwBegruendung" autoComplete="off" defaultValue={d.ktwBegruendung ?? ''} />
      </Field>
      <Field label="Behandlungsstätte" error={errors.behandlungsstaette}>
        <Input
          id={`${idPrefix}-staette`}
          name="behandlungsstaette"
          autoComplete="off"
          defaultValue={d.behandlungsstaette ?? ''}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Am / vom" error={errors.datumVon}>
          <Input id={`${idPrefix}-von`} name="datumVon" type="date" defaultValue={d.datumVon ?? ''} />
        </Field>
        <Field label="Bis voraussichtlich" error={errors.datumBis}>
          <Input id={`${idPrefix}-bis`} name="datumBis" type="date" defaultValue={d.datumBis ?? ''} />
        </Field>
        <Field label="Mal pro Woche" error={errors.proWoche}>
          <Input
            id={`${idPrefix}-woche`}
            name="proWoche"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={d.proWoche ?? ''}
          />
        </Field>
      </div>
    </div>
  );
}
