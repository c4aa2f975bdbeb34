// Einstellungen (SPEC.md §2): tabs "E-Mail (SMTP)" (default), "WhatsApp", "E-Mail Templates", the
// "E-Mail Test" card, the calendar subscription, the link to the mail log and the "Buchungen" card
// ("Fahrten pro Zeitfenster"). Secrets are never shown: the screen only learns whether a password or
// token is stored.
import { CalendarDays, Copy, Info, Mail, RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#app/ui/alert-dialog';
import { Button } from '#app/ui/button';
import { Checkbox } from '#app/ui/checkbox';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { Label } from '#app/ui/label';
import { LabelledOptions, NativeSelect } from '#app/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/ui/tabs';
import { toast } from '#app/ui/toaster';
import { TemplateEditor, type EditableTemplate } from './template-editor';
import { TitledCard } from '#app/staff/crud/page-parts';
import { actionResultOf, useActionResult } from '#app/staff/actions/use-action-result';
import {
  defaultSmtpSecurity,
  isSmtpSecurity,
  SMTP_SECURITY_MODES,
  smtpSecurityLabels,
  smtpSecurityPorts,
  UNENCRYPTED_SMTP_WARNING,
  type SmtpSecurity,
  type SmtpSettingsView,
} from '#app/domain/settings/smtp-security';

export type SettingsData = {
  loadFailed: boolean;
  smtp: SmtpSettingsView | null;
  smtpFromEnv: boolean;
  /** The mode of SMTP_URL when the operator set it (null when not set). */
  smtpEnvSecurity: SmtpSecurity | null;
  whatsapp: { businessNumber: string; tokenSet: boolean; updatedAt: string | null };
  templates: EditableTemplate[];
  calendar: { feedUrl: string; google: 'configured' | 'off' | 'invalid' };
  mailCounts: { wartend: number; gesendet: number; fehlgeschlagen: number };
  /** "Fahrten pro Zeitfenster" (0 = unbegrenzt); null when the settings could not be loaded. */
  slotCapacity: number | null;
  /** Disposition: minutes a leg without a known distance lasts (conflict check); null when not loaded. */
  defaultDurationMinutes: number | null;
};

/** A settings form's fetcher and its result, shown once; `formKey` changes after each success. */
function useSettingsFetcher(key: string) {
  const fetcher = useFetcher({ key });
  const result = actionResultOf(fetcher.data);
  const errors = result && !result.ok ? result.fieldErrors : {};
  const [formKey, setFormKey] = useState(0);
  useActionResult(result, { onSuccess: () => setFormKey((k) => k + 1) });
  return { fetcher, result, errors, busy: fetcher.state !== 'idle', formKey };
}

/**
 * A connection's form (SMTP, WhatsApp): its fields in two columns and the save button; it remounts after
 * a success, so a typed secret does not stay in the page.
 */
function ConnectionForm({
  intent,
  label,
  submitLabel,
  children,
}: {
  intent: 'save-smtp' | 'save-whatsapp';
  label: string;
  submitLabel: string;
  children: (errors: Record<string, string>) => ReactNode;
}) {
  const { fetcher, errors, busy, formKey } = useSettingsFetcher(intent);
  return (
    <fetcher.Form method="post" key={formKey} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={label}>
      <input type="hidden" name="intent" value={intent} />
      {children(errors)}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Wird gespeichert …' : submitLabel}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** A stored secret (password, token): never shown; empty keeps it, the checkbox removes it. */
function SecretField({
  label,
  name,
  autoComplete,
  error,
  stored,
  hint,
  clear,
}: {
  label: string;
  name: string;
  autoComplete: string;
  error?: string;
  /** Whether one is stored. */
  stored: boolean;
  hint: { stored: string; empty: string };
  clear: { id: string; name: string; label: string };
}) {
  return (
    <>
      <Field label={label} error={error} hint={stored ? hint.stored : hint.empty}>
        <Input name={name} type="password" autoComplete={autoComplete} placeholder={stored ? '••••••••' : ''} />
      </Field>
      {stored ? (
        <div className="flex items-center gap-2 sm:col-span-2">
          <Checkbox id={clear.id} name={clear.name} />
          <Label htmlFor={clear.id}>{clear.label}</Label>
        </div>
      ) : null}
    </>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-md border border-brand/30 bg-brand-light p-3 text-sm text-brand-dark">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

function UnencryptedWarning({ children }: { children: React.ReactNode }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm font-medium text-amber-900 sm:col-span-2"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** "Verschlüsselung" with the warning while "Unverschlüsselt" is chosen; remounted with the stored mode. */
function SecurityField({
  stored,
  error,
  portRef,
}: {
  stored: SmtpSecurity;
  error?: string;
  portRef: React.RefObject<HTMLInputElement | null>;
}) {
  const [security, setSecurity] = useState<SmtpSecurity>(stored);
  const choose = (value: string) => {
    if (!isSmtpSecurity(value)) return;
    // The usual port of the new mode replaces the usual port of the old one (a custom port stays).
    const port = portRef.current;
    if (port && port.value === String(smtpSecurityPorts[security])) port.value = String(smtpSecurityPorts[value]);
    setSecurity(value);
  };
  return (
    <>
      <Field label="Verschlüsselung" required error={error} className="sm:col-span-2">
        <NativeSelect name="security" value={security} onChange={(event) => choose(event.currentTarget.value)}>
          <LabelledOptions values={SMTP_SECURITY_MODES} labels={smtpSecurityLabels} />
        </NativeSelect>
      </Field>
      {security === 'none' ? <UnencryptedWarning>{UNENCRYPTED_SMTP_WARNING}</UnencryptedWarning> : null}
    </>
  );
}

function SmtpForm({
  smtp,
  fromEnv,
  envSecurity,
}: {
  smtp: SettingsData['smtp'];
  fromEnv: boolean;
  envSecurity: SmtpSecurity | null;
}) {
  const stored = smtp?.security ?? defaultSmtpSecurity(smtp?.port ?? 587);
  const portRef = useRef<HTMLInputElement>(null);
  return (
    <TitledCard
      title="SMTP-Einstellungen"
      description="Über diesen Server versendet das Back Office alle E-Mails (Buchungseingang, Bestätigung, Benachrichtigungen)."
      contentClassName="flex flex-col gap-4"
    >
      {fromEnv ? (
        <Notice>
          Die SMTP-Verbindung ist vom Betreiber über die Umgebungsvariable SMTP_URL festgelegt und hat Vorrang vor den
          Angaben hier. Die Absenderadresse von hier wird weiterhin verwendet.
        </Notice>
      ) : null}
      {fromEnv && envSecurity === 'none' ? (
        <UnencryptedWarning>SMTP_URL verwendet „tls=none“. {UNENCRYPTED_SMTP_WARNING}</UnencryptedWarning>
      ) : null}
      <ConnectionForm intent="save-smtp" label="SMTP-Einstellungen" submitLabel="SMTP-Einstellungen speichern">
        {(errors) => (
          <>
            <Field label="SMTP-Server" required error={errors.host} className="sm:col-span-2">
              <Input
                name="host"
                defaultValue={smtp?.host ?? ''}
                placeholder="smtp.example.de"
                autoComplete="off"
                spellCheck={false}
              />
            </Field>
            <SecurityField key={stored} stored={stored} error={errors.security} portRef={portRef} />
            <Field label="Port" required hint="587 (STARTTLS) oder 465 (SSL)" error={errors.port}>
              <Input
                ref={portRef}
                name="port"
                type="number"
                inputMode="numeric"
                min={1}
                max={65535}
                defaultValue={smtp?.port ?? 587}
              />
            </Field>
            <Field label="Absenderadresse" required error={errors.fromEmail}>
              <Input
                name="fromEmail"
                type="email"
                defaultValue={smtp?.fromEmail ?? ''}
                placeholder="buchung@firma.de"
                autoComplete="off"
              />
            </Field>
            <Field label="Benutzername" error={errors.username}>
              <Input name="username" defaultValue={smtp?.username ?? ''} autoComplete="off" spellCheck={false} />
            </Field>
            <SecretField
              label="Passwort"
              name="password"
              autoComplete="new-password"
              error={errors.password}
              stored={Boolean(smtp?.passwordSet)}
              hint={{
                stored: 'Ein Passwort ist gespeichert. Leer lassen, um es zu behalten.',
                empty: 'Wird verschlüsselt gespeichert.',
              }}
              clear={{ id: 'smtp-clear-password', name: 'clearPassword', label: 'Gespeichertes Passwort entfernen' }}
            />
          </>
        )}
      </ConnectionForm>
    </TitledCard>
  );
}

function WhatsAppForm({ whatsapp }: { whatsapp: SettingsData['whatsapp'] }) {
  return (
    <TitledCard
      title="WhatsApp"
      description="Fahrten an Fahrer werden als WhatsApp-Link mit vorausgefülltem Fahrtauftrag geöffnet."
      contentClassName="flex flex-col gap-4"
    >
      <Notice>
        Die WhatsApp-Integration befindet sich noch in der Entwicklung. Derzeit werden nur Benachrichtigungen angezeigt.
      </Notice>
      <ConnectionForm
        intent="save-whatsapp"
        label="WhatsApp-Einstellungen"
        submitLabel="WhatsApp-Einstellungen speichern"
      >
        {(errors) => (
          <>
            <Field label="WhatsApp-Business-Nummer" hint="z. B. +49 69 123456" error={errors.businessNumber}>
              <Input name="businessNumber" type="tel" defaultValue={whatsapp.businessNumber} autoComplete="off" />
            </Field>
            <SecretField
              label="API-Token"
              name="apiToken"
              autoComplete="off"
              error={errors.apiToken}
              stored={whatsapp.tokenSet}
              hint={{
                stored: 'Ein Token ist gespeichert. Leer lassen, um ihn zu behalten.',
                empty: 'Wird verschlüsselt auf dem Server gespeichert.',
              }}
              clear={{ id: 'whatsapp-clear-token', name: 'clearToken', label: 'Gespeicherten Token entfernen' }}
            />
          </>
        )}
      </ConnectionForm>
    </TitledCard>
  );
}

function TestMailCard() {
  const { fetcher, errors, busy } = useSettingsFetcher('send-test');
  return (
    <TitledCard
      title="E-Mail Test"
      description="Sendet sofort eine Test-E-Mail mit den gespeicherten SMTP-Einstellungen."
    >
      <fetcher.Form method="post" noValidate className="flex flex-col gap-3" aria-label="Test-E-Mail senden">
        <input type="hidden" name="intent" value="send-test" />
        <Field label="Test-E-Mail-Adresse" error={errors.email}>
          <Input name="email" type="email" autoComplete="email" placeholder="name@example.de" />
        </Field>
        <Button type="submit" disabled={busy} className="self-start">
          <Mail aria-hidden="true" />
          {busy ? 'Wird gesendet …' : 'Test-E-Mail senden'}
        </Button>
      </fetcher.Form>
    </TitledCard>
  );
}

function CalendarCard({ calendar }: { calendar: SettingsData['calendar'] }) {
  const { fetcher, busy } = useSettingsFetcher('regenerate-feed');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(calendar.feedUrl);
      toast.success('Adresse kopiert');
    } catch {
      toast.error('Kopieren nicht möglich', {
        description: 'Bitte markieren Sie die Adresse und kopieren Sie sie von Hand.',
      });
    }
  };
  return (
    <TitledCard
      title="Kalender-Abo"
      description="Die kommenden Fahrten als abonnierbarer Kalender (Google, Outlook, Apple) – mit Buchungsnummer, Uhrzeit, Transportart und Orten, ohne Gesundheitsdaten."
      contentClassName="flex flex-col gap-3"
    >
      <Field
        label="Geheime Kalender-Adresse"
        hint="Wer diese Adresse kennt, sieht die Fahrten. Nur an berechtigte Personen weitergeben."
      >
        <Input
          readOnly
          value={calendar.feedUrl}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs"
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          <Copy aria-hidden="true" />
          Adresse kopieren
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button type="button" variant="outline" disabled={busy}>
              <RefreshCw aria-hidden="true" />
              Neue Adresse erzeugen
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Neue Kalender-Adresse erzeugen?</AlertDialogTitle>
              <AlertDialogDescription>
                Die bisherige Adresse funktioniert danach nicht mehr. Alle Kalender-Abos müssen mit der neuen Adresse
                eingerichtet werden.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Abbrechen</AlertDialogCancel>
              <AlertDialogAction onClick={() => fetcher.submit({ intent: 'regenerate-feed' }, { method: 'post' })}>
                Neue Adresse erzeugen
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
      <p className="flex items-center gap-2 text-sm text-muted">
        <CalendarDays aria-hidden="true" className="size-4" />
        Google Kalender (direkt):{' '}
        {calendar.google === 'configured'
          ? 'eingerichtet, Fahrten werden übertragen'
          : calendar.google === 'invalid'
            ? 'Zugangsdaten ungültig (GOOGLE_SERVICE_ACCOUNT_JSON prüfen)'
            : 'nicht eingerichtet'}
      </p>
    </TitledCard>
  );
}

/** A card with one whole-number setting and "Speichern" (Fahrten pro Zeitfenster, Disposition). */
function NumberSettingCard(props: {
  intent: 'save-slot-capacity' | 'save-dispatch';
  title: string;
  description: string;
  formLabel: string;
  name: string;
  label: string;
  hint: string;
  min: number;
  max: number;
  value: number | null;
}) {
  const { fetcher, result, errors, busy } = useSettingsFetcher(props.intent);
  return (
    <TitledCard title={props.title} description={props.description}>
      <fetcher.Form method="post" noValidate className="flex flex-col gap-3" aria-label={props.formLabel}>
        <input type="hidden" name="intent" value={props.intent} />
        <Field label={props.label} hint={props.hint} error={errors[props.name]}>
          <Input
            name={props.name}
            type="number"
            inputMode="numeric"
            min={props.min}
            max={props.max}
            step={1}
            defaultValue={result && !result.ok ? (result.values[props.name] ?? '') : (props.value ?? '')}
            className="max-w-32"
          />
        </Field>
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? 'Wird gespeichert …' : 'Speichern'}
        </Button>
      </fetcher.Form>
    </TitledCard>
  );
}

function SlotCapacityCard({ slotCapacity }: { slotCapacity: number | null }) {
  return (
    <NumberSettingCard
      intent="save-slot-capacity"
      title="Buchungen"
      description="Wie viele Fahrten die Online-Buchung je Zeitfenster annimmt."
      formLabel="Buchungseinstellungen"
      name="slotCapacity"
      label="Fahrten pro Zeitfenster"
      hint="0 = unbegrenzt. Ist ein 15-Minuten-Zeitfenster mit so vielen Fahrten belegt, wird es in der Online-Buchung nicht mehr angeboten."
      min={0}
      max={999}
      value={slotCapacity}
    />
  );
}

/** Disposition (issue 20): the duration of a leg without a known distance, for the conflict check. */
function DispatchCard({ minutes }: { minutes: number | null }) {
  return (
    <NumberSettingCard
      intent="save-dispatch"
      title="Disposition"
      description="Womit die Disposition Überschneidungen der Fahrten eines Fahrers erkennt."
      formLabel="Einstellungen der Disposition"
      name="defaultDurationMinutes"
      label="Dauer einer Fahrt ohne Entfernung (Minuten)"
      hint="Ist die Entfernung einer Fahrt bekannt, wird die Dauer daraus geschätzt (30 km/h plus 15 Minuten); sonst gilt dieser Wert."
      min={5}
      max={600}
      value={minutes}
    />
  );
}

function MailLogCard({ counts }: { counts: SettingsData['mailCounts'] }) {
  return (
    <TitledCard
      title="Versandprotokoll"
      description="Alle E-Mails mit Status, Empfänger und Fehlergrund."
      contentClassName="flex flex-col gap-3"
    >
      <dl className="grid grid-cols-3 gap-2 text-center">
        {(
          [
            ['Wartend', counts.wartend],
            ['Gesendet', counts.gesendet],
            ['Fehlgeschlagen', counts.fehlgeschlagen],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-md bg-surface p-2">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <Button asChild variant="outline" className="self-start">
        <Link to="/app/settings/mail-log">Versandprotokoll öffnen</Link>
      </Button>
    </TitledCard>
  );
}

export function SettingsScreen({ data }: { data: SettingsData }) {
  useEffect(() => {
    if (data.loadFailed)
      toast.error('Fehler beim Laden', { description: 'Die Einstellungen konnten nicht geladen werden' });
  }, [data.loadFailed]);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Einstellungen</h1>
        <Link
          to="/app/settings/rechnungsdaten"
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-dark underline underline-offset-4"
        >
          Rechnungsdaten (Steuernummer, IK, Bank)
        </Link>
      </div>
      {!data.smtp && !data.smtpFromEnv ? (
        <Notice>
          Es ist noch kein SMTP-Server eingerichtet. E-Mails warten im Versandprotokoll, bis die SMTP-Einstellungen
          gespeichert sind
          {data.mailCounts.wartend ? ` (derzeit ${data.mailCounts.wartend} wartend)` : ''}.
        </Notice>
      ) : null}
      <Tabs defaultValue="smtp">
        <TabsList aria-label="Einstellungsbereiche" className="flex-wrap">
          <TabsTrigger value="smtp">E-Mail (SMTP)</TabsTrigger>
          <TabsTrigger value="whatsapp">WhatsApp</TabsTrigger>
          <TabsTrigger value="templates">E-Mail Templates</TabsTrigger>
        </TabsList>
        <TabsContent value="smtp">
          <SmtpForm smtp={data.smtp} fromEnv={data.smtpFromEnv} envSecurity={data.smtpEnvSecurity} />
        </TabsContent>
        <TabsContent value="whatsapp">
          <WhatsAppForm whatsapp={data.whatsapp} />
        </TabsContent>
        <TabsContent value="templates">
          <TitledCard
            title="E-Mail Templates"
            description="Betreff und Inhalt der drei automatischen E-Mails. Die Vorschau zeigt eine Beispielbuchung."
          >
            <TemplateEditor templates={data.templates} />
          </TitledCard>
        </TabsContent>
      </Tabs>
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <TestMailCard />
        <CalendarCard calendar={data.calendar} />
        <MailLogCard counts={data.mailCounts} />
        <SlotCapacityCard slotCapacity={data.slotCapacity} />
        <DispatchCard minutes={data.defaultDurationMinutes} />
      </div>
    </div>
  );
}
