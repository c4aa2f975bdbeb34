// The prescription's resource routes for both owners (a booking, issue 18; a series, issue 19): save the
// data (intent "save"), upload the staff's scan or photo of the Transportschein (intent "scan",
// multipart, the wizard's file rules: PDF, JPEG or PNG by content, at most 5 MB, stored outside the web
// root), remove it (intent "delete", series only), and download the scan (staff only, never cached).
// Answers the ActionResult as JSON (decision 160).
import type { AppLoadContext } from 'react-router';
import {
  prescriptionTexts,
  seriesPrescriptionTexts,
  type PrescriptionIntent,
} from '#app/domain/approvals/action-texts';
import { PRESCRIPTION_MAX_BYTES } from '#app/domain/booking/prescription';
import { actorOf, requireStaff } from '#app/server/auth/guard.server';
import {
  attachPrescriptionScan,
  deletePrescription,
  getPrescriptionRow,
  prescriptionOwner,
  savePrescription,
  type PrescriptionOwner,
} from '#app/server/approvals/prescriptions.server';
import { asJson, badRequest, guarded, readForm, respond, unreadable } from '#app/server/http/action-response.server';
import {
  checkPrescription,
  downloadResponse,
  openPrescription,
  removePrescription,
  storePrescription,
} from '#app/server/storage/prescriptions.server';

type Args = { request: Request; context: AppLoadContext; params: { id?: string } };

const INTENTS: Record<PrescriptionOwner['kind'], readonly PrescriptionIntent[]> = {
  booking: ['save', 'scan'],
  series: ['save', 'scan', 'delete'],
};

export function postOnly() {
  return new Response('Nur POST.', { status: 405, headers: { 'Cache-Control': 'no-store', Allow: 'POST' } });
}

/** The action of POST /app/bookings/:id/verordnungsdaten and /app/series/:id/verordnungsdaten. */
export function prescriptionDataAction(kind: PrescriptionOwner['kind']) {
  const texts = kind === 'booking' ? prescriptionTexts : seriesPrescriptionTexts;
  return async ({ request, context, params }: Args) => {
    const actor = actorOf(await requireStaff(request, context));
    const { db, logger, dataDir } = context.services;
    const owner = prescriptionOwner(kind, params.id);
    const read = await readForm(request, PRESCRIPTION_MAX_BYTES + 64 * 1024);
    if (!read.ok) return asJson(unreadable(texts.titles.save.failure, read));
    const form = read.form;
    const intent = form.get('intent');
    if (typeof intent !== 'string' || !(INTENTS[kind] as readonly string[]).includes(intent)) {
      return asJson(badRequest(texts.titles.save.failure));
    }
    const name = intent as PrescriptionIntent;
    return asJson(
      await guarded(texts, name, logger, async () => {
        if (!owner) return respond(texts, name, form, { ok: false, code: 'not-found' });
        if (name === 'save') {
          const values = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));
          return respond(texts, name, form, await savePrescription(db, actor, owner, values));
        }
        if (name === 'delete') {
          const result = await deletePrescription(db, actor, owner);
          if (result.ok && result.value.removedFileId) await removePrescription(dataDir, result.value.removedFileId);
          return respond(texts, name, form, result);
        }
        const file = form.get('datei');
        if (!(file instanceof File) || file.size === 0) {
          return respond(texts, name, form, {
            ok: false,
            code: 'invalid',
            message: 'Bitte wählen Sie eine Datei.',
            fieldErrors: { datei: 'Bitte wählen Sie eine Datei.' },
          });
        }
        const checked = await checkPrescription({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
        if (!checked.ok)
          return respond(texts, name, form, {
            ok: false,
            code: 'invalid',
            message: checked.message,
            fieldErrors: { datei: checked.message },
          });
        const stored = await storePrescription(dataDir, checked.file);
        let result;
        try {
          result = await attachPrescriptionScan(db, actor, owner, stored);
        } catch (error) {
          await removePrescription(dataDir, stored.id);
          throw error;
        }
        if (!result.ok) await removePrescription(dataDir, stored.id);
        else if (result.value.replacedFileId) await removePrescription(dataDir, result.value.replacedFileId);
        return respond(texts, name, form, result, { describe: () => stored.fileName });
      }),
    );
  };
}

/** The loader of GET /app/bookings/:id/transportschein and /app/series/:id/transportschein. */
export function prescriptionScanLoader(kind: PrescriptionOwner['kind']) {
  return async ({ request, context, params }: Args) => {
    await requireStaff(request, context);
    const row = await getPrescriptionRow(context.services.db, prescriptionOwner(kind, params.id));
    const file = row
      ? await openPrescription(context.services, {
          verordnungDateiId: row.dateiId,
          verordnungDateiname: row.dateiName,
          verordnungMime: row.dateiMime,
        })
      : null;
    if (!file) {
      return new Response(
        `Für diese ${kind === 'booking' ? 'Buchung' : 'Serie'} ist kein Transportschein hochgeladen.`,
        {
          status: 404,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
        },
      );
    }
    return downloadResponse(file);
  };
}
