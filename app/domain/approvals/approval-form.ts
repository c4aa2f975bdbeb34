// An insurer's approval (Genehmigung) as staff enter it (issue 18): for one patient, with its number,
// date, validity, the legs (Hin-/Rückfahrt) and the means it covers, and its status.
import { TRANSPORT_TYPES } from '#app/domain/bookings/transport';
import { isUuid } from '#app/domain/uuid';
import { z } from '#app/domain/zod-jitless';
import { TRANSPORT_MEANS } from './classification';
import {
  checkbox,
  formString,
  oneOf,
  optionalDate,
  optionalOneOf,
  optionalText,
  requiredDate,
  requiredText,
} from './form-fields';
import { APPROVAL_STATUSES, type ApprovalStatus } from './validity';

export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  beantragt: 'beantragt',
  genehmigt: 'genehmigt',
  abgelehnt: 'abgelehnt',
};

export const approvalFormSchema = z
  .object({
    patientId: formString.pipe(z.string().refine(isUuid, 'Bitte wählen Sie einen Patienten.')),
    krankenkasse: requiredText(120, 'Bitte geben Sie die Krankenkasse ein.', 'name'),
    nummer: optionalText(60),
    genehmigungsdatum: optionalDate,
    gueltigVon: requiredDate('Bitte geben Sie an, ab wann die Genehmigung gilt.'),
    gueltigBis: optionalDate,
    hinfahrt: checkbox,
    rueckfahrt: checkbox,
    befoerderungsmittel: oneOf(TRANSPORT_MEANS, 'Bitte wählen Sie das Beförderungsmittel.'),
    position: optionalOneOf(TRANSPORT_TYPES, 'Ungültige Transportart.'),
    status: oneOf(APPROVAL_STATUSES, 'Bitte wählen Sie den Status.'),
    notizen: optionalText(2000, 'multi-line'),
  })
  .superRefine((value, ctx) => {
    if (!value.hinfahrt && !value.rueckfahrt) {
      ctx.addIssue({
        code: 'custom',
        path: ['hinfahrt'],
        message: 'Bitte kreuzen Sie Hinfahrt, Rückfahrt oder beides an.',
      });
    }
    if (value.gueltigBis && value.gueltigBis < value.gueltigVon) {
      ctx.addIssue({ code: 'custom', path: ['gueltigBis'], message: 'Das Ende der Gültigkeit liegt vor dem Beginn.' });
    }
  });

export type ApprovalInput = z.output<typeof approvalFormSchema>;
