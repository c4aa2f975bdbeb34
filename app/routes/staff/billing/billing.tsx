// /app/billing: Abrechnung (issue 21). Thin: guard, loader with the open legs and the exports, one handler per intent.
import { isActionResult } from '#app/domain/action-result';
import { billingTexts, officeCompletionText } from '#app/domain/billing/action-texts';
import { providerIkProblem } from '#app/domain/billing/ik';
import { formatGermanMonth } from '#app/domain/calendar-days';
import { formatEuro } from '#app/domain/pricing/money';
import { can } from '#app/domain/staff-access/permissions';
import { actorOf, requireStaff } from '#app/server/auth/guard.server';
import { billingList, saveLegValues, uncompletedList } from '#app/server/billing/billing.server';
import { listDriverOptions, listVehicleOptions } from '#app/server/bookings/staff-lookups.server';
import { attachPaperProof, completeRideInOffice, PAPER_PROOF_FIELD } from '#app/server/rides/office-completion.server';
import { PAPER_PROOF_MAX_BYTES } from '#app/domain/driver-app/leg-documents';
import { parseBillingFilter } from '#app/domain/billing/billing-list';
import { createBillingExport, listBillingExports } from '#app/server/billing/exports.server';
import { getInvoiceSettings } from '#app/server/invoices/invoice-settings.server';
import { correctBilledLeg, listPendingCorrections } from '#app/server/billing/package-corrections.server';
import { correctionPrefill } from '#app/domain/billing/package-correction';
import { formatEuroDifference } from '#app/domain/pricing/money';
import { berlinDate } from '#app/domain/berlin-time';
import { crudAction, crudHandler } from '#app/server/http/crud-action.server';
import { BillingScreen } from '#app/routes/staff/billing/ui/billing-screen';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/billing';
import { LEG_KIND_LABELS } from '#app/domain/rides/legs';

export const meta: Route.MetaFunction = () => [{ title: 'Abrechnung – Back Office' }];

/**
 * A refused km entry (the ride was billed meanwhile) reloads the screen only after its form has shown
 * why (LegValuesForm): reloaded with the answer, the ride's form could go before its toast was shown.
 */
export function shouldRevalidate({ formData, actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get('intent') === 'leg-values' && isActionResult(actionResult) && !actionResult.ok) return false;
  return defaultShouldRevalidate;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  const { db } = context.services;
  const params = new URL(request.url).searchParams;
  const filter = parseBillingFilter(params);
  return {
    list: await billingList(db, filter),
    exports: await listBillingExports(db),
    corrections: await listPendingCorrections(db),
    prefill: correctionPrefill(params),
    // The month of a package that sends corrections now (Berlin time, decided on the server).
    month: berlinDate().slice(0, 7),
    // Rides up to today nobody set down, and what their completion form offers (issue 37).
    uncompleted: await uncompletedList(db, filter),
    driverOptions: await listDriverOptions(db),
    vehicleOptions: await listVehicleOptions(db),
    // Said up front instead of only when the package is refused; the Inhaber gets the link to fix it.
    providerIkProblem: providerIkProblem((await getInvoiceSettings(db)).ik),
    canEditSettings: can(user, 'settings.edit'),
  };
}

/** The scan of an upload field, or null when none was chosen. */
async function fileBytes(value: FormDataEntryValue | null): Promise<Uint8Array | null> {
  return value instanceof File && value.size > 0 ? new Uint8Array(await value.arrayBuffer()) : null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requireStaff(request, context));
  const { db, logger, dataDir } = context.services;
  return crudAction(
    request,
    logger,
    billingTexts,
    {
      'office-completion': crudHandler({
        run: async (values, form) =>
          completeRideInOffice(context.services, actor, {
            legId: values.id,
            values,
            scan: await fileBytes(form.get(PAPER_PROOF_FIELD)),
          }),
        describe: officeCompletionText,
      }),
      'paper-proof': crudHandler({
        run: async (values, form) =>
          attachPaperProof(context.services, actor, {
            legId: values.id,
            scan: await fileBytes(form.get(PAPER_PROOF_FIELD)),
          }),
        describe: (done) => `${done.bookingNumber}, ${LEG_KIND_LABELS[done.kind]}`,
      }),
      'leg-values': crudHandler({
        run: (values) => saveLegValues(db, actor, values.id, values),
        describe: (saved) => `${saved.bookingNumber}, ${LEG_KIND_LABELS[saved.kind]}`,
      }),
      correction: crudHandler({
        run: (values) => correctBilledLeg(db, actor, values),
        describe: (done) =>
          `${done.bookingNumber}, ${LEG_KIND_LABELS[done.leg]}: ${
            done.state === 'zurueckgezogen'
              ? 'Korrektur zurückgezogen, es gilt die Abrechnung im Monatspaket.'
              : `Korrektur für das nächste Monatspaket vorgemerkt (Differenz ${formatEuroDifference(done.differenzCents)}).`
          }`,
      }),
      export: crudHandler({
        run: (values) => createBillingExport(db, dataDir, actor, { kasse: values.kasse, monat: values.monat }),
        describe: (done) =>
          `${done.krankenkasse}, ${formatGermanMonth(done.monat)}: ${done.fahrten} ${done.fahrten === 1 ? 'Fahrt' : 'Fahrten'}, ${formatEuro(done.betragCents)}${
            done.korrekturen
              ? `; ${done.korrekturen} ${done.korrekturen === 1 ? 'Korrektur' : 'Korrekturen'} (${formatEuroDifference(done.korrekturCents)})`
              : ''
          }. Die Buchungen sind als abgerechnet markiert.`,
        data: (done) => ({ exportId: done.id }),
      }),
    },
    // The scan of a signed Transportschein, with room for the fields and the multipart framing.
    { maxBytes: PAPER_PROOF_MAX_BYTES + 256 * 1024 },
  );
}

export default function BillingRoute({ loaderData }: Route.ComponentProps) {
  return <BillingScreen {...loaderData} />;
}
