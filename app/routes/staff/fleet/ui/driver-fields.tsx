import { MAX_NAME_LENGTH, MAX_NOTES_LENGTH } from '#app/domain/fleet/driver-form';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { Textarea } from '#app/ui/textarea';
import { formatNumber } from '#app/domain/numbers';

export type DriverDefaults = { name?: string; phone?: string; email?: string | null; notes?: string | null };

/** Name, Telefon (WhatsApp), E-Mail (optional), Notizen (optional), as SPEC.md §2 lists them. */
export function DriverFields({
  idPrefix,
  defaults = {},
  errors,
}: {
  idPrefix: string;
  defaults?: DriverDefaults;
  errors: Record<string, string>;
}) {
  return (
    <>
      <Field label="Name" required error={errors.name}>
        <Input
          id={`${idPrefix}-name`}
          name="name"
          autoComplete="off"
          defaultValue={defaults.name ?? ''}
          maxLength={MAX_NAME_LENGTH * 2}
        />
      </Field>
      <Field
        label="Telefon (WhatsApp)"
        required
        error={errors.phone}
        hint="Mit Vorwahl, z. B. 0171 1234567 oder +49 171 1234567"
      >
        <Input
          id={`${idPrefix}-phone`}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          defaultValue={defaults.phone ?? ''}
        />
      </Field>
      <Field label="E-Mail (optional)" error={errors.email}>
        <Input
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          autoComplete="off"
          defaultValue={defaults.email ?? ''}
        />
      </Field>
      <Field
        label="Notizen (optional)"
        error={errors.notes}
        hint={`Höchstens ${formatNumber(MAX_NOTES_LENGTH)} Zeichen`}
      >
        <Textarea id={`${idPrefix}-notes`} name="notes" rows={3} defaultValue={defaults.notes ?? ''} />
      </Field>
    </>
  );
}
