// WhatsApp settings (business number, API token) on the server, the token encrypted at rest and never
// sent back to the browser (SPEC.md kept them in local storage; DESIGN.md moves them here).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { encryptSecret } from '#app/server/crypto/secret-box.server';
import type { DbOrTx } from '#app/server/db/client.server';
import { whatsappSettings } from '#app/server/db/schema';
import { waNumber } from '#app/domain/whatsapp';
import { plainText } from '#app/domain/text/plain-text';

export const WHATSAPP_TOKEN_PURPOSE = 'whatsapp-api-token';

export type WhatsAppSettingsView = { businessNumber: string; tokenSet: boolean; updatedAt: string | null };

export async function getWhatsAppSettingsView(db: DbOrTx): Promise<WhatsAppSettingsView> {
  const [row] = await db.select().from(whatsappSettings).where(eq(whatsappSettings.id, 1));
  return {
    businessNumber: row?.businessNumber ?? '',
    tokenSet: Boolean(row?.apiTokenEncrypted),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export const whatsAppSettingsInput = z.object({
  businessNumber: z
    .string()
    .trim()
    .max(40, 'Die Nummer ist zu lang.')
    .refine(
      (value) => value === '' || waNumber(value) !== null,
      'Bitte geben Sie eine gültige Telefonnummer ein, z. B. +49 69 123456.',
    ),
  /** Empty: keep the stored token. */
  apiToken: plainText(z.string().trim().max(4000, 'Der API-Token ist zu lang.')).default(''),
  clearToken: z.boolean().default(false),
});

export async function saveWhatsAppSettings(
  db: DbOrTx,
  appSecret: string,
  input: z.input<typeof whatsAppSettingsInput>,
): Promise<{ ok: true } | { ok: false; fieldErrors: Record<string, string> }> {
  const parsed = whatsAppSettingsInput.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? 'form')] ??= issue.message;
    return { ok: false, fieldErrors };
  }
  const { businessNumber, apiToken, clearToken } = parsed.data;
  const tokenChange = clearToken
    ? { apiTokenEncrypted: null }
    : apiToken
      ? { apiTokenEncrypted: encryptSecret(appSecret, WHATSAPP_TOKEN_PURPOSE, apiToken) }
      : {};
  await db
    .insert(whatsappSettings)
    .values({ id: 1, businessNumber: businessNumber || null, ...tokenChange })
    .onConflictDoUpdate({
      target: whatsappSettings.id,
      set: { businessNumber: businessNumber || null, ...tokenChange, updatedAt: new Date() },
    });
  return { ok: true };
}
