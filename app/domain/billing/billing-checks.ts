// The checks a billing centre makes before it accepts a leg (issue 21), as one pure rule: each problem
// with a German reason and the place where staff fix it. Insurer and Berufsgenossenschaft legs need the
// prescription (complete: date, doctor, LANR, BSNR, ordering this leg), the approval where one is needed,
// the patient's signature (the touch signature of the drivers' app, or the signed paper Transportschein
// staff scanned: issue 37), the insurance number, km and a price rule with the insurer's IK; private legs
// need km and a price rule (they are invoiced, not sent to a centre).
import type { ApprovalBadgeKind } from '#app/domain/approvals/leg-approvals';
import type { Payer } from './co-payment';

export type BillingProblemCode =
  | 'km-fehlt'
  | 'preisregel-fehlt'
  | 'ik-fehlt'
  | 'verordnung-fehlt'
  | 'verordnung-unvollstaendig'
  | 'nicht-verordnet'
  | 'genehmigung-fehlt'
  | 'unterschrift-fehlt'
  | 'patient-fehlt'
  | 'versichertennummer-fehlt';

export type BillingFix = { label: string; href: string };
export type BillingProblem = { code: BillingProblemCode; message: string; fix: BillingFix | null };

export type LegCheckFacts = {
  legId: string;
  payer: Payer;
  bookingNumber: string;
  /** The booking is in the bookings screen's archive view (app/domain/bookings/archive.ts). */
  bookingArchived: boolean;
  patientId: string | null;
  insuranceNumber: string | null;
  km: number | null;
  /** A price rule for the insurer and transport type exists, and it carries the IK. */
  rule: { ik: string | null } | null;
  prescription: {
    ausstellungsdatum: string | null;
    arztName: string | null;
    lanr: string | null;
    bsnr: string | null;
    ordersThisLeg: boolean;
  } | null;
  /** The leg's approval badge (leg-approvals.ts); null without a prescription. */
  approvalBadge: ApprovalBadgeKind | null;
  /** The patient's touch signature (leg_documents art 'unterschrift'). */
  hasSignature: boolean;
  /** The signed paper Transportschein staff scanned (art 'transportschein-scan'): the same proof. */
  hasPaperProof: boolean;
};

const APPROVAL_MISSING: ReadonlySet<ApprovalBadgeKind> = new Set(['fehlt', 'abgelehnt', 'beantragt']);

/** The bookings screen filtered to the booking, in the view (active or archive) that lists it. */
export function bookingLink(bookingNumber: string, archived: boolean): string {
  return `/app/bookings?${archived ? 'archive=1&' : ''}q=${encodeURIComponent(bookingNumber)}`;
}

/** Where /app/billing takes the signed paper Transportschein of a leg (its form in the leg's entry). */
export function paperProofHref(legId: string): string {
  return `#nachweis-${legId}`;
}

/** Every problem of the leg, in the order a person fixes them; empty when the leg can be billed. */
export function legBillingProblems(facts: LegCheckFacts): BillingProblem[] {
  const problems: BillingProblem[] = [];
  const booking = { label: 'Buchung öffnen', href: bookingLink(facts.bookingNumber, facts.bookingArchived) };
  if (facts.km === null) problems.push({ code: 'km-fehlt', message: 'Die gefahrenen Kilometer fehlen.', fix: null });
  if (!facts.rule) {
    problems.push({
      code: 'preisregel-fehlt',
      message: 'Für Kostenträger und Transportart gibt es keine Preisregel.',
      fix: { label: 'Preise öffnen', href: '/app/pricing' },
    });
  }
  if (facts.payer === 'privat' || facts.payer === 'krankenhaus') return problems;

  if (facts.rule && !facts.rule.ik) {
    problems.push({
      code: 'ik-fehlt',
      message: 'In der Preisregel fehlt das IK der Krankenkasse.',
      fix: { label: 'Preise öffnen', href: '/app/pricing' },
    });
  }
  if (!facts.patientId) {
    problems.push({ code: 'patient-fehlt', message: 'Die Buchung ist keinem Patienten zugeordnet.', fix: booking });
  } else if (!facts.insuranceNumber) {
    problems.push({
      code: 'versichertennummer-fehlt',
      message: 'Die Versichertennummer des Patienten fehlt.',
      fix: { label: 'Patient öffnen', href: `/app/patients/${facts.patientId}` },
    });
  }
  const p = facts.prescription;
  if (!p) {
    problems.push({ code: 'verordnung-fehlt', message: 'Die Verordnung (Muster 4) fehlt.', fix: booking });
  } else {
    const missing = [
      p.ausstellungsdatum ? null : 'Ausstellungsdatum',
      p.arztName ? null : 'Arzt',
      p.lanr ? null : 'LANR',
      p.bsnr ? null : 'BSNR',
    ].filter((part): part is string => part !== null);
    if (missing.length) {
      problems.push({
        code: 'verordnung-unvollstaendig',
        message: `In der Verordnung fehlt: ${missing.join(', ')}.`,
        fix: booking,
      });
    }
    if (!p.ordersThisLeg) {
      problems.push({ code: 'nicht-verordnet', message: 'Die Verordnung nennt diese Fahrt nicht.', fix: booking });
    } else if (facts.approvalBadge && APPROVAL_MISSING.has(facts.approvalBadge)) {
      problems.push({
        code: 'genehmigung-fehlt',
        message: 'Die nötige Genehmigung der Krankenkasse liegt nicht vor.',
        fix: facts.patientId
          ? { label: 'Genehmigung erfassen', href: `/app/approvals?patient=${facts.patientId}` }
          : booking,
      });
    }
  }
  if (!facts.hasSignature && !facts.hasPaperProof) {
    problems.push({
      code: 'unterschrift-fehlt',
      message: 'Die Unterschrift des Patienten für diese Fahrt fehlt (in der Fahrer-App oder auf dem Transportschein).',
      fix: { label: 'Unterschriebenen Transportschein hochladen', href: paperProofHref(facts.legId) },
    });
  }
  return problems;
}
