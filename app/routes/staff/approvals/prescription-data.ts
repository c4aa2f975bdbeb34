// POST /app/bookings/:id/verordnungsdaten: save a booking's prescription data (intent "save") or upload
// the staff's scan or photo of the Transportschein (intent "scan", multipart, the wizard's file rules:
// PDF, JPEG or PNG by content, at most 5 MB, stored outside the web root). Answers the ActionResult as
// JSON (decision 160).
import { prescriptionTexts, type PrescriptionIntent } from '#app/domain/approvals/action-texts';
import { PRESCRIPTION_MAX_BYTES } from '#app/domain/booking/prescription';
import { actorOf, requireStaff } from '#app/server/auth/guard.server';
import { attachPrescriptionScan, savePrescription } from '#app/server/approvals/prescriptions.server';
import { asJson, badRequest, guarded, readForm, respond, unreadable } from '#app/server/http/action-response.server';
import { checkPrescription, removePrescription, storePrescription } from '#app/server/storage/prescriptions.server';
import type { Route } from './+types/prescription-data';

const INTENTS: readonly PrescriptionIntent[] = ['save', 'scan'];

export function loader() {
  return new Response('Nur POST.', { status: 405, headers: { 'Cache-Control': 'no-store', Allow: 'POST' } });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = actorOf(await requireStaff(request, context));
  const { db, logger, dataDir } = context.services;
  const read = await readForm(request, PRESCRIPTION_MAX_BYTES + 64 * 1024);
  if (!read.ok) return asJson(unreadable(prescriptionTexts.titles.save.failure, read));
  const form = read.form;
  const intent = form.get('intent');
  if (typeof intent !== 'string' || !(INTENTS as readonly string[]).includes(intent)) {
    return asJson(badRequest(prescriptionTexts.titles.save.failure));
  }
  const name = intent as PrescriptionIntent;
  return asJson(
    await guarded(prescriptionTexts, name, logger, async () => {
      if (name === 'save') {
        const values = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));
        return respond(prescriptionTexts, name, form, await savePrescription(db, actor, params.id, values));
      }
      const file = form.get('datei');
      if (!(file instanceof File) || file.size === 0) {
        return respond(prescriptionTexts, name, form, { ok: false, code: 'invalid', message: 'Bitte wählen Sie eine Datei.', fieldErrors: { datei: 'Bitte wählen Sie eine Datei.' } });
      }
      const checked = await checkPrescription({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
      if (!checked.ok) return respond(prescriptionTexts, name, form, { ok: false, code: 'invalid', message: checked.message, fieldErrors: { datei: checked.message } });
      const stored = await storePrescription(dataDir, checked.file);
      let result;
      try {
        result = await attachPrescriptionScan(db, actor, params.id, stored);
      } catch (error) {
        await removePrescription(dataDir, stored.id);
        throw error;
      }
      if (!result.ok) await removePrescription(dataDir, stored.id);
      else if (result.value.replacedFileId) await removePrescription(dataDir, result.value.replacedFileId);
      return respond(prescriptionTexts, name, form, result, { describe: () => stored.fileName });
    }),
  );
}
