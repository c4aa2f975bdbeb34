// POST /fahrer/meldungen: the drivers' app's reports (intent report, proof, document), sent one by one
// from the phone's queue. A resource route answering the ActionResult as JSON (decision 160).
import { driverAppTexts, isDriverAppIntent, NOT_LINKED } from '#app/domain/driver-app/action-texts';
import {
  DRIVER_REPORT_LABELS,
  isDriverReport,
  REPORT_MESSAGES,
  LEG_DOCUMENT_KINDS,
  LEG_DOCUMENT_LABELS,
  LEG_DOCUMENT_MAX_BYTES,
  type LegDocumentKind,
} from '#app/domain/driver-app/reports';
import { requireDriver, reportingDriver } from '#app/server/driver-app/driver-guard.server';
import { reportLegProof, reportLegStatus, saveLegDocument } from '#app/server/driver-app/driver-reports.server';
import {
  asJson,
  badRequest,
  field,
  guarded,
  readForm,
  respond,
  unreadable,
} from '#app/server/http/action-response.server';
import { notFound } from '#app/server/use-case-result.server';
import type { Route } from './+types/driver-reports';

/** The largest photo plus the form's framing and text fields. */
const BODY_LIMIT = LEG_DOCUMENT_MAX_BYTES.transportschein + 64 * 1024;

export function loader() {
  return new Response('Nur POST.', { status: 405, headers: { Allow: 'POST' } });
}

function isDocumentKind(value: string): value is LegDocumentKind {
  return (LEG_DOCUMENT_KINDS as readonly string[]).includes(value);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, driver } = await requireDriver(request, context);
  const { db, logger } = context.services;
  const read = await readForm(request, BODY_LIMIT);
  if (!read.ok) return asJson(unreadable(driverAppTexts.titles.report.failure, read));
  const form = read.form;
  const intent = field(form, 'intent');
  if (!isDriverAppIntent(intent))
    return asJson(
      badRequest('Unbekannte Aktion', intent.slice(0, 40) || 'unknown', driverAppTexts.codes['bad-request']),
    );
  if (!driver) return asJson(respond(driverAppTexts, intent, form, notFound(NOT_LINKED)));
  const me = reportingDriver(user, driver);
  const ids = { reportId: field(form, 'reportId'), legId: field(form, 'legId') };
  const describe = ({ duplicate }: { duplicate: boolean }, what: string) =>
    duplicate ? `${what} (war schon übermittelt)` : what;
  return asJson(
    await guarded(driverAppTexts, intent, logger, async () => {
      switch (intent) {
        case 'report': {
          const report = field(form, 'report');
          const result = await reportLegStatus(db, me, {
            ...ids,
            report,
            grund: field(form, 'grund'),
            reportedAt: field(form, 'reportedAt'),
          });
          return respond(driverAppTexts, intent, form, result, {
            describe: (value) =>
              `${describe(value, isDriverReport(report) ? DRIVER_REPORT_LABELS[report] : '')}${value.clockOff ? `. ${REPORT_MESSAGES.clockOff}` : ''}`,
            data: (value) => value,
          });
        }
        case 'proof': {
          const input = {
            ...ids,
            km: field(form, 'km'),
            kmStart: field(form, 'kmStart'),
            kmEnde: field(form, 'kmEnde'),
            wartezeit: field(form, 'wartezeit'),
          };
          return respond(driverAppTexts, intent, form, await reportLegProof(db, me, input), {
            describe: (value) => describe(value, 'Nachweis'),
          });
        }
        case 'document': {
          const art = field(form, 'art');
          if (!isDocumentKind(art))
            return badRequest(driverAppTexts.titles.document.failure, intent, driverAppTexts.codes['bad-request']);
          const file = form.get('datei');
          const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
          const result = await saveLegDocument(context.services, me, { ...ids, art, bytes });
          return respond(driverAppTexts, intent, form, result, {
            describe: (value) => describe(value, LEG_DOCUMENT_LABELS[art]),
          });
        }
      }
    }),
  );
}
