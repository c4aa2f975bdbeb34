// /app/settings: Einstellungen (SPEC.md §2). Only the Inhaber may open or change it. Thin: guard, parse
// the intent, call the use case, answer with the toast texts of SPEC.md §8.
import { parseSlotCapacity } from '#app/domain/booking/slot-capacity';
import { parseDefaultDuration } from '#app/domain/dispatch/settings-form';
import { getDispatchSettings, setDefaultDuration } from '#app/server/dispatch/board.server';
import { requireStaff } from '#app/server/auth/guard.server';
import { getSlotCapacity, setSlotCapacity } from '#app/server/bookings/booking-capacity.server';
import { getOrCreateFeedToken, feedPath, regenerateFeedToken } from '#app/server/calendar/feed-token.server';
import { googleCalendarConfig } from '#app/server/calendar/google-calendar.server';
import { BODY_LIMITS } from '#app/server/http/bounded-body.server';
import { wakeOutboxWorker } from '#app/server/jobs/start-worker.server';
import { countMailStates, releaseWaitingMailJobs } from '#app/server/mail/booking-messages.server';
import { getSmtpSettingsView, saveSmtpSettings } from '#app/server/mail/smtp-settings.server';
import { checkSmtpConnection, smtpSaveDescription } from '#app/server/mail/smtp-check.server';
import { recordSettingsChange } from '#app/server/mail/settings-audit.server';
import { listTemplates, saveTemplate } from '#app/server/mail/templates.server';
import { defaultTemplates } from '#app/server/mail/default-templates';
import { sendTestMail } from '#app/server/mail/test-mail.server';
import { getWhatsAppSettingsView, saveWhatsAppSettings } from '#app/server/messaging/whatsapp-settings.server';
import { templateTypeLabels, isTemplateType } from '#app/domain/templates/template-types';
import type { ActionToast } from '#app/domain/action-result';
import { smtpUrlSecurity, type SmtpSecurity } from '#app/domain/settings/smtp-security';
import { SettingsScreen, type SettingsData } from '#app/routes/staff/settings/ui/settings-screen';
import { isSettingsIntent, settingsTexts } from '#app/domain/settings/action-texts';
import { badRequest, field, guarded, readForm, respond, unreadable } from '#app/server/http/action-response.server';
import { invalid, ok, type Result } from '#app/server/use-case-result.server';
import type { Route } from './+types/settings';

export const meta: Route.MetaFunction = () => [{ title: 'Einstellungen – Back Office' }];

function googleStatus(env: Parameters<typeof googleCalendarConfig>[0]): SettingsData['calendar']['google'] {
  try {
    return googleCalendarConfig(env) ? 'configured' : 'off';
  } catch {
    return 'invalid';
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db, env, logger } = context.services;
  try {
    const [smtp, whatsapp, templates, token, mailCounts, slotCapacity, dispatch] = await Promise.all([
      getSmtpSettingsView(db),
      getWhatsAppSettingsView(db),
      listTemplates(db),
      getOrCreateFeedToken(db),
      countMailStates(db),
      getSlotCapacity(db),
      getDispatchSettings(db),
    ]);
    const body: SettingsData = {
      loadFailed: false,
      smtp,
      smtpFromEnv: Boolean(env.SMTP_URL),
      smtpEnvSecurity: env.SMTP_URL ? smtpUrlSecurity(new URL(env.SMTP_URL)) : null,
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
      defaultDurationMinutes: dispatch.defaultDurationMinutes,
    };
    return body;
  } catch (error) {
    logger.error({ err: error instanceof Error ? { name: error.name } : undefined }, 'settings could not be loaded');
    const body: SettingsData = {
      loadFailed: true,
      smtp: null,
      smtpFromEnv: Boolean(env.SMTP_URL),
      smtpEnvSecurity: null,
      whatsapp: { businessNumber: '', tokenSet: false, updatedAt: null },
      templates: [],
      calendar: { feedUrl: '', google: 'off' },
      mailCounts: { wartend: 0, gesendet: 0, fehlgeschlagen: 0 },
      slotCapacity: null,
      defaultDurationMinutes: null,
    };
    return body;
  }
}

const text = field;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const { db, env, secret, logger } = context.services;
  const read = await readForm(request, BODY_LIMITS.settings);
  if (!read.ok) return unreadable('Fehler beim Speichern', read);
  const form = read.form;
  const intent = text(form, 'intent');
  if (!isSettingsIntent(intent))
    return badRequest('Fehler beim Speichern', intent.slice(0, 40) || 'unknown', settingsTexts.codes['bad-request']);
  const answer = <T,>(
    result: Result<T>,
    extras?: { describe?: (value: T) => string | null; toasts?: (value: T) => ActionToast[] },
  ) => respond(settingsTexts, intent, form, result, extras);

  return guarded(settingsTexts, intent, logger, async () => {
    switch (intent) {
      case 'save-smtp': {
        const saved = await saveSmtpSettings(db, secret, {
          host: text(form, 'host'),
          port: text(form, 'port') as unknown as number,
          username: text(form, 'username'),
          password: text(form, 'password'),
          clearPassword: form.get('clearPassword') === 'on',
          fromEmail: text(form, 'fromEmail'),
          ...(form.has('security') ? { security: text(form, 'security') as SmtpSecurity } : {}),
        });
        if (!saved.ok) return answer(invalid(saved.fieldErrors));
        await recordSettingsChange(db, user, 'smtp', {
          passwordReplaced: Boolean(text(form, 'password')),
          passwordRemoved: form.get('clearPassword') === 'on',
          security: saved.security,
          unencrypted: saved.security === 'none',
        });
        // The first attempt right away (connect and sign in, nothing sent), so the answer says what will
        // happen to the waiting mails instead of promising them (issue 22); no answer is a warning.
        const check = await checkSmtpConnection(db, env, secret);
        const waiting = (await countMailStates(db)).wartend;
        if (check.ok && waiting) {
          await releaseWaitingMailJobs(db);
          wakeOutboxWorker();
        }
        const description = smtpSaveDescription(check, waiting);
        return answer(ok(null), {
          toasts: () => [
            {
              kind: check.ok ? 'success' : 'warning',
              title: settingsTexts.titles['save-smtp'].success,
              ...(description ? { description } : {}),
            },
          ],
        });
      }
      case 'send-test': {
        const sent = await sendTestMail(db, env, secret, form.get('email'));
        // The SMTP server's reason in German (decision 080): a refusal of the peer, shown as it is.
        if (!sent.ok)
          return answer({
            ok: false,
            code: sent.field ? 'invalid' : 'conflict',
            message: sent.message,
            fieldErrors: sent.field ? { email: sent.message } : {},
          });
        return answer(ok(sent.to), { describe: (to) => `an ${to}` });
      }
      case 'save-whatsapp': {
        const saved = await saveWhatsAppSettings(db, secret, {
          businessNumber: text(form, 'businessNumber'),
          apiToken: text(form, 'apiToken'),
          clearToken: form.get('clearToken') === 'on',
        });
        if (!saved.ok) return answer(invalid(saved.fieldErrors));
        await recordSettingsChange(db, user, 'whatsapp', {
          tokenReplaced: Boolean(text(form, 'apiToken')),
          tokenRemoved: form.get('clearToken') === 'on',
        });
        return answer(ok(null));
      }
      case 'save-template': {
        const templateType = text(form, 'templateType');
        const saved = await saveTemplate(db, {
          templateType,
          subject: text(form, 'subject'),
          content: text(form, 'content'),
        });
        if (!saved.ok) {
          const { subject, content, templateType: type } = saved.fieldErrors as Record<string, string | undefined>;
          return answer(invalid(saved.fieldErrors, subject ?? content ?? type ?? undefined));
        }
        await recordSettingsChange(db, user, 'template', { templateType });
        return answer(ok(templateType), {
          describe: (type) => (isTemplateType(type) ? templateTypeLabels[type] : type),
        });
      }
      case 'regenerate-feed': {
        await regenerateFeedToken(db);
        await recordSettingsChange(db, user, 'calendar_feed', { regenerated: true });
        return answer(ok(null), { describe: () => 'Die bisherige Adresse funktioniert nicht mehr.' });
      }
      case 'save-slot-capacity': {
        const parsed = parseSlotCapacity(form.get('slotCapacity'));
        if (!parsed.ok) return answer(invalid({ slotCapacity: parsed.message }, parsed.message));
        await db.transaction(async (tx) => {
          await setSlotCapacity(tx, parsed.value);
          await recordSettingsChange(tx, user, 'slot_capacity', { slotCapacity: parsed.value });
        });
        return answer(ok(parsed.value), {
          describe: (n) => (n === 0 ? 'Fahrten pro Zeitfenster: unbegrenzt' : `Fahrten pro Zeitfenster: ${n}`),
        });
      }
      case 'save-dispatch': {
        const parsed = parseDefaultDuration(form.get('defaultDurationMinutes'));
        if (!parsed.ok) return answer(invalid({ defaultDurationMinutes: parsed.message }, parsed.message));
        await db.transaction(async (tx) => {
          await setDefaultDuration(tx, parsed.value);
          await recordSettingsChange(tx, user, 'dispatch', { defaultDurationMinutes: parsed.value });
        });
        return answer(ok(parsed.value), { describe: (n) => `Dauer einer Fahrt ohne Entfernung: ${n} Minuten` });
      }
    }
  });
}

export default function SettingsRoute({ loaderData }: Route.ComponentProps) {
  return <SettingsScreen data={loaderData} />;
}
