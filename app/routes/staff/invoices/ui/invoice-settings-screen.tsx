// Einstellungen → Rechnungsdaten (issue 21, Inhaber): what every invoice must name besides the company
// configuration: the tax number or VAT id, the IK (class 60 for patient transport), the bank and the
// payment term; for the VAT of rides (issue 38) the company's licence (Taxi or Mietwagen) and the
// municipality of the licence (name and postal codes). Checked in the browser and on the server with the
// same schema.
import { Link } from 'react-router';
import type { InvoiceSettingsView } from '#app/domain/invoices/read-models';
import type { Route } from '../+types/invoice-settings';
import { formatIban } from '#app/domain/invoices/invoice-settings-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#app/ui/card';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { LabelledOptions, NativeSelect } from '#app/ui/native-select';
import { Textarea } from '#app/ui/textarea';
import { LICENCE_KIND_LABELS, LICENCE_KINDS } from '#app/domain/billing/vat';
import { SubmitButton, useCreateForm } from '#app/staff/crud/crud-parts';

export function InvoiceSettingsScreen({ settings }: Route.ComponentProps['loaderData']) {
  // The "create" form state of the list screens: one form, its refill values after a refusal.
  const { fetcher, formRef, errors, defaults } = useCreateForm('invoice-settings');
  const value = (name: keyof InvoiceSettingsView, stored: string) => (defaults[name] as string | undefined) ?? stored;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-6">
      <div>
        <Link to="/app/settings" className="text-sm font-medium text-brand-dark underline underline-offset-4">
          Zurück zu den Einstellungen
        </Link>
        <h1 className="text-2xl font-bold">Rechnungsdaten</h1>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Angaben auf Rechnungen und Zuzahlungsbelegen</CardTitle>
          <CardDescription>
            Name, Inhaber und Anschrift kommen aus der Firmenkonfiguration. Bevor Rechnungen und Belege erstellt werden
            können, braucht es die Steuernummer oder die USt-IdNr. (eine genügt, § 14 Abs. 4 UStG) und die IBAN für die
            Zahlungsaufforderung. Das Institutionskennzeichen (IK) braucht es für die Monatspakete an die Krankenkassen
            (Abrechnung). Änderungen gelten nur für neue Rechnungen.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <fetcher.Form
            method="post"
            ref={formRef}
            noValidate
            className="grid gap-4 sm:grid-cols-2"
            aria-label="Rechnungsdaten"
          >
            <input type="hidden" name="intent" value="save" />
            <Field
              label="Steuernummer"
              hint="wie vom Finanzamt vergeben, z. B. 045 123 45678"
              error={errors.steuernummer}
            >
              <Input
                id="steuernummer"
                name="steuernummer"
                autoComplete="off"
                defaultValue={value('steuernummer', settings.steuernummer)}
              />
            </Field>
            <Field label="USt-IdNr." hint="DE und 9 Ziffern, mit Prüfziffer, z. B. DE136695976" error={errors.ustId}>
              <Input id="ustId" name="ustId" autoComplete="off" defaultValue={value('ustId', settings.ustId)} />
            </Field>
            <Field label="Institutionskennzeichen (IK)" hint="9 Ziffern, mit Prüfziffer" error={errors.ik}>
              <Input id="ik" name="ik" inputMode="numeric" autoComplete="off" defaultValue={value('ik', settings.ik)} />
            </Field>
            <Field label="Zahlungsziel in Tagen" required error={errors.zahlungszielTage}>
              <Input
                id="zahlungszielTage"
                name="zahlungszielTage"
                inputMode="numeric"
                defaultValue={value('zahlungszielTage', String(settings.zahlungszielTage))}
              />
            </Field>
            <Field label="Bank" error={errors.bankName} className="sm:col-span-2">
              <Input
                id="bankName"
                name="bankName"
                autoComplete="off"
                defaultValue={value('bankName', settings.bankName)}
              />
            </Field>
            <Field label="IBAN" error={errors.iban}>
              <Input
                id="iban"
                name="iban"
                autoComplete="off"
                defaultValue={value('iban', settings.iban ? formatIban(settings.iban) : '')}
              />
            </Field>
            <Field label="BIC" error={errors.bic}>
              <Input id="bic" name="bic" autoComplete="off" defaultValue={value('bic', settings.bic)} />
            </Field>
            <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
              <legend className="mb-2 text-base font-semibold">Umsatzsteuer auf Fahrten</legend>
              <p className="text-sm text-muted sm:col-span-2">
                Taxifahrten kosten 7 % Umsatzsteuer innerhalb der Gemeinde der Konzession oder bis 50 km, sonst 19 %;
                Mietwagenfahrten 19 %, außer die Preisregel einer Krankenkasse sieht den ermäßigten Satz vor (§ 12 Abs.
                2 Nr. 10 UStG). Ein Fahrzeug kann unter Fahrzeuge abweichen.
              </p>
              <Field label="Konzession des Unternehmens" required error={errors.konzession}>
                <NativeSelect id="konzession" name="konzession" defaultValue={value('konzession', settings.konzession)}>
                  <LabelledOptions values={LICENCE_KINDS} labels={LICENCE_KIND_LABELS} />
                </NativeSelect>
              </Field>
              <Field label="Gemeinde der Konzession" hint="z. B. Frankfurt am Main" error={errors.gemeindeName}>
                <Input
                  id="gemeindeName"
                  name="gemeindeName"
                  autoComplete="off"
                  defaultValue={value('gemeindeName', settings.gemeindeName)}
                />
              </Field>
              <Field
                label="Postleitzahlen der Gemeinde"
                hint="5 Ziffern je PLZ, durch Kommas getrennt. Liegen Abhol- und Zieladresse beide darin, ist die Fahrt innerhalb der Gemeinde."
                error={errors.gemeindePlz}
                className="sm:col-span-2"
              >
                <Textarea
                  id="gemeindePlz"
                  name="gemeindePlz"
                  rows={3}
                  autoComplete="off"
                  defaultValue={value('gemeindePlz', settings.gemeindePlz.join(', '))}
                />
              </Field>
            </fieldset>
            <SubmitButton
              busy={fetcher.state !== 'idle'}
              busyLabel="Wird gespeichert …"
              className="justify-self-start sm:col-span-2"
            >
              Speichern
            </SubmitButton>
          </fetcher.Form>
        </CardContent>
      </Card>
    </div>
  );
}
