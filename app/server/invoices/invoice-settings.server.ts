// The company's billing data (issue 21): one row, edited by the Inhaber under Einstellungen →
// Rechnungsdaten, with the licence kind and municipality the VAT of rides needs (issue 38); every invoice
// copies it, with the company configuration's name and address, as its issuer (`aussteller`), so an
// invoice keeps what it said when the data change later.
import { eq } from 'drizzle-orm';
import { company } from '#app/company';
import type { InvoiceIssuer } from '#app/domain/invoices/invoice-document';
import { invoiceSettingsSchema } from '#app/domain/invoices/invoice-settings-form';
import type { DbOrTx } from '#app/server/db/client.server';
import { invoiceSettings } from '#app/server/db/schema';
import { parseForm } from '#app/server/http/action-response.server';
import { ok, type Result } from '#app/server/use-case-result.server';
import type { InvoiceSettingsView } from '#app/domain/invoices/read-models';
import type { LicenceKind } from '#app/domain/billing/vat';

export async function getInvoiceSettings(db: DbOrTx): Promise<InvoiceSettingsView> {
  const [row] = await db.select().from(invoiceSettings).where(eq(invoiceSettings.id, 1)).limit(1);
  return {
    // A new installation starts empty: nothing is invented, the owner enters the real data (issue 37).
    steuernummer: row?.steuernummer ?? '',
    ustId: row?.ustId ?? '',
    ik: row?.ik ?? '',
    bankName: row?.bankName ?? '',
    iban: row?.iban ?? '',
    bic: row?.bic ?? '',
    zahlungszielTage: row?.zahlungszielTage ?? 14,
    // Mietwagen unless the Inhaber says Taxi: the behaviour before issue 38.
    konzession: row?.konzession ?? 'mietwagen',
    gemeindeName: row?.gemeindeName ?? '',
    gemeindePlz: row?.gemeindePlz ?? [],
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function saveInvoiceSettings(
  db: DbOrTx,
  values: Record<string, unknown>,
): Promise<Result<InvoiceSettingsView>> {
  const parsed = parseForm(invoiceSettingsSchema, values);
  if (!parsed.ok) return parsed;
  const row = { ...parsed.value, updatedAt: new Date() };
  await db
    .insert(invoiceSettings)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: invoiceSettings.id, set: row });
  return ok(await getInvoiceSettings(db));
}

/** What the VAT of a ride needs from the settings (issue 38): the licence kind and the municipality's PLZ. */
export async function vatSettings(db: DbOrTx): Promise<{ konzession: LicenceKind; gemeindePlz: string[] }> {
  const { konzession, gemeindePlz } = await getInvoiceSettings(db);
  return { konzession, gemeindePlz };
}

/** The issuer as an invoice shows it: the company configuration plus the billing data. */
export async function currentIssuer(db: DbOrTx): Promise<InvoiceIssuer> {
  const settings = await getInvoiceSettings(db);
  const blank = (value: string) => (value.trim() ? value : null);
  return {
    name: company.name,
    inhaber: company.owner,
    strasse: company.address.street,
    plzOrt: `${company.address.postalCode} ${company.address.city}`,
    telefon: company.phone.display,
    email: company.email,
    steuernummer: blank(settings.steuernummer),
    ustId: blank(settings.ustId),
    ik: blank(settings.ik),
    bankName: blank(settings.bankName),
    iban: blank(settings.iban),
    bic: blank(settings.bic),
    zahlungszielTage: settings.zahlungszielTage,
  };
}
