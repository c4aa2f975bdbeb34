// Signs a page in as the owner account that the e2e server creates (start-e2e-server.mjs sets its
// first password through OWNER_INITIAL_PASSWORD) and lands on `target`. Waits for the login page's
// scripts first: a form filled before hydration would be posted without JavaScript.
import { expect, type Page } from '@playwright/test';

export const ownerEmail = process.env.OWNER_EMAIL ?? 'inhaber@musterfirma-krankenfahrten.example';
export const ownerPassword = process.env.OWNER_INITIAL_PASSWORD ?? 'E2E-Inhaber-Passwort-2026';

export async function signInAsOwner(
  page: Page,
  target: string,
  credentials = { email: ownerEmail, password: ownerPassword },
) {
  await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`, { waitUntil: 'networkidle' });
  await page.getByLabel('E-Mail').fill(credentials.email);
  await page.getByLabel('Passwort').fill(credentials.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target);
}
