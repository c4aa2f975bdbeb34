// /app/settings: Einstellungen (SPEC.md §2). Only the Inhaber may open or change it. Thin: guard, parse
// the intent, call the use case, answer with the toast texts of SPEC.md §8.
import { randomUUID } from 'node:crypto';
import { data } from 'react-router';
import { parseSlotCapacity } from '../../../domain/booking/slot-capacity';
import { requireStaff } from '../../../server/auth/guard.server';
import { getSlotCapacity, setSlotCapacity } from '../../../server/bookings/booking-capacity.server';
import { getOrCreateFeedToken, feedPath, regenerateFeedToken } from '../../../server/calendar/feed-token.server';
import { googleCalendarConfig } from '../../../server/calendar/google-calendar.server';
import { BODY_LIMITS, readBoundedForm } from '../../../server/http/bounded-body.server';
import { wakeOutboxWorker } from '../../../server/jobs/start-worker.server';
import { countMailStates, releaseWaitingMailJobs } from '../../../server/mail/booking-messages.server';
import { getSmtpSettingsView, saveSmtpSettings } from '../../../server/mail/smtp-settings.server';
import { checkSmtpConnection, smtpSaveDescription } from '../../../server/mail/smtp-check.server';
import { recordSettingsChange } from '../../../server/mail/settings-audit.server';
import { listTemplates, saveTemplate } from '../../../server/mail/templates.server';
import { defaultTemplates } from '../../../server/mail/default-templates';
import { sendTestMail } from '../../../server/mail/test-mail.server';
import { getWhatsAppSettingsView, saveWhatsAppSettings } from '../../../server/messaging/whatsapp-settings.server';
import { templateTypeLabels, isTemplateType } from '../../../domain/templates/template-types';
import { SettingsScreen, type SettingsActionResult, type SettingsData } from '../../../staff/settings/settings-screen';
import type { Route } from './+types/settings';

export const meta: Route.MetaFunction = () => [{ title: 'Einstellungen – Back Office' }];

const NO_STORE = { 'Cache-Control': 'no-store' };

function googleStatus(env: Parameters<typeof googleCalendarConfig>[0]): SettingsData['calendar']['google'] {
  try {
    return googleCalendarConfig(env) ? 'configured' : 'off';
  } catch {
    return 'invalid';
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, { role: 'inhaber' });
  const { db, env, logger } = context.services;
  try {
    const [smtp, whatsapp, templates, token, mailCounts, slotCapacity] = await Promise.all([
      getSmtpSettingsView(db),
      getWhatsAppSettingsView(db),
      listTemplates(db),
      getOrCreateFeedToken(db),
      countMailStates(db),
      getSlotCapacity(db),
    ]);
    const body: SettingsData = {
      loadFailed: false,
      smtp,
      smtpFromEnv: Boolean(env.SMTP_URL),
      whatsapp,
      templates: templates.map((t) => ({
        templateType: t.templateType,
        subject: t.subject,
        content: t.content,
        defaultSubject: defaultTemplates[t.templateType].subject,
        defaultContent: defaultTemplates[t.templateType].content,
      })),
      calendar: { feedUrl: `${env.PUBLIC_URL}${feedPath(token)}`, google: googleStatus(env) },
      mailCounts,
      slotCapacity,
    };
    return data(body, { headers: NO_STORE });
  } catch (error) {
    logger.error({ err: error instanceof Error ? { name: error.name } : undefined }, 'settings could not be loaded');
    const body: SettingsData = {
      loadFailed: true,
      smtp: null,
      smtpFromEnv: Boolean(env.SMTP_URL),
      whatsapp: { businessNumber: '', tokenSet: false, updatedAt: null },
      templates: [],
      calendar: { feedUrl: '', google: 'off' },
      mailCounts: { wartend: 0, gesendet: 0, fehlgeschlagen: 0 },
      slotCapacity: null,
    };
    return data(body, { headers: NO_STORE });
  }
}

// Refusals the screen shows (validation, SMTP errors) answer 200 with ok: false: the browser would log
// every 4xx of a fetcher as a console error, and the toast already tells the user what happened.
function reply(result: Omit<SettingsActionResult, 'token'>, status = 200) {
  return data({ ...result, token: randomUUID() } satisfies SettingsActionResult, { status, headers: NO_STORE });
}

const text = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === 'string' ? value : '';
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context, { role: 'inhaber' });
  const { db, env, secret } = context.services;
  const read = await readBoundedForm(request, BODY_LIMITS.settings);
  if (!read.ok) {
    return reply({ intent: 'unknown', ok: false, title: 'Fehler beim Speichern', description: read.message, fieldErrors: {} }, read.status);
  }
  const form = read.form;
  const intent = text(form, 'intent');
  const invalid = 'Bitte prüfen Sie die markierten Felder.';

  switch (intent) {
    case 'save-smtp': {
      const result = await saveSmtpSettings(db, secret, {
        host: text(form, 'host'),
        port: text(form, 'port') as unknown as number,
        username: text(form, 'username'),
        password: text(form, 'password'),
        clearPassword: form.get('clearPassword') === 'on',
        fromEmail: text(form, 'fromEmail'),
      });
      if (!result.ok)
        return reply({
          intent,
          ok: false,
          title: 'Fehler beim Speichern',
          description: invalid,
          fieldErrors: result.fieldErrors,
        });
      await recordSettingsChange(db, user, 'smtp', {
        passwordReplaced: Boolean(text(form, 'password')),
        passwordRemoved: form.get('clearPassword') === 'on',
      });
      // The first attempt right away (connect and sign in, nothing sent), so the answer says what will
      // happen to the waiting mails instead of promising them (issue 22).
      const check = await checkSmtpConnection(db, env, secret);
      const waiting = (await countMailStates(db)).wartend;
      if (check.ok && waiting) {
        await releaseWaitingMailJobs(db);
        wakeOutboxWorker();
      }
      return reply({
        intent,
        ok: true,
        warning: !check.ok,
        title: 'SMTP-Einstellungen gespeichert',
        description: smtpSaveDescription(check, waiting),
        fieldErrors: {},
      });
    }
    case 'send-test': {
      const result = await sendTestMail(db, env, secret, form.get('email'));
      if (!result.ok) {
        return reply({
          intent,
          ok: false,
          title: 'Fehler beim Senden',
          description: result.message,
          fieldErrors: result.field ? { email: result.message } : {},
        });
      }
      return reply({
        intent,
        ok: true,
        title: 'Test-E-Mail gesendet',
        description: `an ${result.to}`,
        fieldErrors: {},
      });
    }
    case 'save-whatsapp': {
      const result = await saveWhatsAppSettings(db, secret, {
        businessNumber: text(form, 'businessNumber'),
        apiToken: text(form, 'apiToken'),
        clearToken: form.get('clearToken') === 'on',
      });
      if (!result.ok)
        return reply({
          intent,
          ok: false,
          title: 'Fehler beim Speichern',
          description: invalid,
          fieldErrors: result.fieldErrors,
        });
      await recordSettingsChange(db, user, 'whatsapp', {
        tokenReplaced: Boolean(text(form, 'apiToken')),
        tokenRemoved: form.get('clearToken') === 'on',
      });
      return reply({
        intent,
        ok: true,
        title: 'WhatsApp-Einstellungen gespeichert',
        description: null,
        fieldErrors: {},
      });
    }
    case 'save-template': {
      const templateType = text(form, 'templateType');
      const result = await saveTemplate(db, {
        templateType,
        subject: text(form, 'subject'),
        content: text(form, 'content'),
      });
      if (!result.ok) {
        const description =
          result.fieldErrors.subject ?? result.fieldErrors.content ?? result.fieldErrors.templateType ?? invalid;
        return reply({
          intent,
          ok: false,
          title: 'Fehler beim Speichern',
          description,
          fieldErrors: result.fieldErrors,
        });
      }
      await recordSettingsChange(db, user, 'template', { templateType });
      const label = isTemplateType(templateType) ? templateTypeLabels[templateType] : templateType;
      return reply({ intent, ok: true, title: 'Vorlage gespeichert', description: label, fieldErrors: {} });
    }
    case 'regenerate-feed': {
      await regenerateFeedToken(db);
      await recordSettingsChange(db, user, 'calendar_feed', { regenerated: true });
      return reply({
        intent,
        ok: true,
        title: 'Neue Kalender-Adresse erstellt',
        description: 'Die bisherige Adresse funktioniert nicht mehr.',
        fieldErrors: {},
      });
    }
    case 'save-slot-capacity': {
      const parsed = parseSlotCapacity(form.get('slotCapacity'));
      if (!parsed.ok)
        return reply({
          intent,
          ok: false,
          title: 'Fehler beim Speichern',
          description: parsed.message,
          fieldErrors: { slotCapacity: parsed.message },
        });
      await db.transaction(async (tx) => {
        await setSlotCapacity(tx, parsed.value);
        await recordSettingsChange(tx, user, 'slot_capacity', { slotCapacity: parsed.value });
      });
      return reply({
        intent,
        ok: true,
        title: 'Einstellung gespeichert',
        description: parsed.value === 0 ? 'Fahrten pro Zeitfenster: unbegrenzt' : `Fahrten pro Zeitfenster: ${parsed.value}`,
        fieldErrors: {},
      });
    }
    default:
      return reply(
        {
          intent: 'unknown',
          ok: false,
          title: 'Fehler beim Speichern',
          description: 'Unbekannte Aktion.',
          fieldErrors: {},
        },
        400,
      );
  }
}

export default function SettingsRoute({ loaderData }: Route.ComponentProps) {
  return <SettingsScreen data={loaderData} />;
}
