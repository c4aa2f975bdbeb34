// What a staff member enters to change their own password (/app/password): all three fields, the
// repetition equal to the new one. The password rules themselves (length, known passwords) are checked
// by the use case (accounts.server.ts, checkNewPassword), which knows the current password too.
import { z } from '#app/domain/zod-jitless';

export const PASSWORD_CHANGE_MESSAGES = {
  missingCurrent: 'Bitte geben Sie Ihr aktuelles Passwort ein.',
  missingNew: 'Bitte geben Sie ein neues Passwort ein.',
  mismatch: 'Die beiden neuen Passwörter stimmen nicht überein.',
} as const;

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().default(''),
    newPassword: z.string().default(''),
    repeatPassword: z.string().default(''),
  })
  .superRefine((value, ctx) => {
    if (!value.currentPassword)
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: PASSWORD_CHANGE_MESSAGES.missingCurrent });
    if (!value.newPassword)
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: PASSWORD_CHANGE_MESSAGES.missingNew });
    else if (value.repeatPassword !== value.newPassword)
      ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message: PASSWORD_CHANGE_MESSAGES.mismatch });
  });

export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;
