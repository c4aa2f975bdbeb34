// The e-mail templates: stored rows (upserted by type, SPEC.md §7) with the German defaults as fallback.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { findUnknownVariables } from '#app/domain/templates/template-variables';
import { templateTypes, type TemplateTypeName } from '#app/domain/templates/template-types';
import type { DbOrTx } from '#app/server/db/client.server';
import { emailTemplates } from '#app/server/db/schema';
import { defaultTemplates } from './default-templates';
import { plainText } from '#app/domain/text/plain-text';

export type StoredTemplate = {
  templateType: TemplateTypeName;
  subject: string;
  content: string;
  updatedAt: string | null;
};

/** All three templates, in the order of `templateTypes`; a missing row falls back to its default. */
export async function listTemplates(db: DbOrTx): Promise<StoredTemplate[]> {
  const rows = await db.select().from(emailTemplates);
  return templateTypes.map((templateType) => {
    const row = rows.find((r) => r.templateType === templateType);
    return row
      ? { templateType, subject: row.subject, content: row.content, updatedAt: row.updatedAt.toISOString() }
      : { templateType, ...defaultTemplates[templateType], updatedAt: null };
  });
}

export async function getTemplate(
  db: DbOrTx,
  templateType: TemplateTypeName,
): Promise<{ subject: string; content: string }> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.templateType, templateType));
  return row ? { subject: row.subject, content: row.content } : defaultTemplates[templateType];
}

export const templateInput = z
  .object({
    templateType: z.enum(templateTypes, { message: 'Unbekannte Vorlage.' }),
    subject: plainText(
      z
        .string()
        .trim()
        .min(1, 'Bitte geben Sie einen Betreff ein.')
        .max(300, 'Der Betreff ist zu lang (höchstens 300 Zeichen).'),
    ),
    content: plainText(
      z.string().trim().min(1, 'Der Inhalt der Vorlage darf nicht leer sein.').max(100_000, 'Die Vorlage ist zu lang.'),
      'multi-line',
    ),
  })
  .superRefine((value, ctx) => {
    const inSubject = findUnknownVariables(value.subject);
    if (inSubject.length) ctx.addIssue({ code: 'custom', path: ['subject'], message: unknownMessage(inSubject) });
    const inContent = findUnknownVariables(value.content);
    if (inContent.length) ctx.addIssue({ code: 'custom', path: ['content'], message: unknownMessage(inContent) });
  });

function unknownMessage(names: string[]): string {
  const list = names.map((name) => `{{${name}}}`).join(', ');
  return names.length === 1 ? `Unbekannte Variable: ${list}` : `Unbekannte Variablen: ${list}`;
}

export type TemplateSaveResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/** Validates (unknown variables are refused) and upserts the template keyed on its type. */
export async function saveTemplate(db: DbOrTx, input: unknown): Promise<TemplateSaveResult> {
  const parsed = templateInput.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? 'form')] ??= issue.message;
    return { ok: false, fieldErrors };
  }
  const { templateType, subject, content } = parsed.data;
  await db
    .insert(emailTemplates)
    .values({ templateType, subject, content })
    .onConflictDoUpdate({ target: emailTemplates.templateType, set: { subject, content, updatedAt: new Date() } });
  return { ok: true };
}
