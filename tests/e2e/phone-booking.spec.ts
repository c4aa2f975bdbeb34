// Journeys of issue 17's patients and phone bookings: a dispatcher keeps a patient's Stammdaten (create
// with a KVNR check, edit, find by phone in another notation and by date of birth, archive and restore),
// and enters a phone booking for a known patient with a return "nach Termin" by keyboard only, then sees
// it in the bookings list. Axe on each new screen.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signInAsOwner } from './support/staff-sign-in';

function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}

/** dd.MM.yyyy in Berlin, `days` from today. */
function germanDateIn(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const parts = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('day')}.${part('month')}.${part('year')}`;
}

async function createPatient(
  page: Page,
  fields: { vorname: string; nachname: string; geburtsdatum: string; telefon: string; adresse: string; ziel: string },
) {
  await page.goto('/app/patients');
  await page.getByRole('button', { name: 'Neuer Patient' }).click();
  const form = page.getByRole('form', { name: 'Neuen Patienten anlegen' });
  await form.getByRole('textbox', { name: 'Vorname' }).fill(fields.vorname);
  await form.getByRole('textbox', { name: 'Nachname' }).fill(fields.nachname);
  await form.getByLabel('Geburtsdatum').fill(fields.geburtsdatum);
  await form.getByLabel('Telefon', { exact: true }).fill(fields.telefon);
  await form.getByLabel('Wohnadresse').fill(fields.adresse);
  await form.getByLabel('Ziel 1: Bezeichnung').fill('Dialyse');
  await form.getByLabel('Ziel 1: Adresse').fill(fields.ziel);
  return form;
}

// Unique per run: a patient left by an earlier run (the other project, a retry) would be listed as a likely
// duplicate of this one, with the same name and birth date on the page.
const RUN = Date.now()
  .toString(36)
  .replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]!);
const NAME = `Stammdaten${RUN}`;
const PHONE = `069 9${String(Date.now()).slice(-7)}`;

test.describe('Patienten', () => {
  test('create, edit, find by phone and date of birth, archive and restore a patient @phone', async ({ page }) => {
    await signInAsOwner(page, '/app/patients');
    await expect(page.getByRole('heading', { name: 'Patienten', level: 1 })).toBeVisible();
    // The sidebar entry (folded behind the menu button on a phone).
    if (test.info().project.name !== 'phone')
      await expect(page.getByRole('link', { name: 'Patienten' })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);

    const form = await createPatient(page, {
      vorname: 'Erika',
      nachname: NAME,
      geburtsdatum: '1941-03-02',
      telefon: PHONE,
      adresse: 'Zeil 1, 60313 Frankfurt',
      ziel: 'Dialysezentrum, Hanauer Landstraße 5, Frankfurt',
    });
    // A KVNR with a wrong check digit: a German reason, nothing stored.
    await form.getByLabel('Versichertennummer (KVNR)').fill('A123456789');
    await form.getByRole('button', { name: 'Patient anlegen' }).click();
    await expect(toast(page, 'Fehler beim Anlegen des Patienten')).toBeVisible();
    await expect(form.getByLabel('Versichertennummer (KVNR)')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Versichertennummer (KVNR)')).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel('Versichertennummer (KVNR)').fill('A123456780');
    // The exemption card (issue 38): "gültig ab" follows "gültig bis" with 1 January of its year.
    await form.getByLabel('Zuzahlungsbefreiung gültig bis').fill('2027-12-31');
    await expect(form.getByLabel('Zuzahlungsbefreiung gültig ab')).toHaveValue('2027-01-01');
    await form.getByLabel('Infektiös').check();
    await form.getByRole('button', { name: 'Patient anlegen' }).click();
    await expect(toast(page, 'Patient angelegt')).toBeVisible();
    await expect(page.getByRole('heading', { name: `${NAME}, Erika`, level: 1 })).toBeVisible();
    await expect(page.getByText('geb. 02.03.1941')).toBeVisible();
    await expect(page.getByText('A123456780')).toBeVisible();
    await expect(page.getByText('Infektiös')).toBeVisible();
    await expect(page.getByText('gültig vom 01.01.2027 bis 31.12.2027')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Anstehende Fahrten (0)' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Edit: a second phone number and notes.
    await page.getByRole('button', { name: `Erika ${NAME} bearbeiten` }).click();
    const dialog = page.getByRole('dialog', { name: 'Patient bearbeiten' });
    await expect(dialog.getByLabel('Telefon', { exact: true })).toHaveValue(new RegExp(PHONE));
    await dialog.getByLabel('Telefon 2').fill('0171 5550199');
    await dialog.getByLabel('Notizen').fill('Klingeln bei Nachbarin');
    // A card granted during the year starts on its own first day.
    await dialog.getByLabel('Zuzahlungsbefreiung gültig ab').fill('2027-03-15');
    await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(toast(page, 'Patient gespeichert')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Klingeln bei Nachbarin')).toBeVisible();
    await expect(page.getByText('gültig vom 15.03.2027 bis 31.12.2027')).toBeVisible();
    await expect(page.getByRole('link', { name: '0171 5550199' })).toHaveAttribute('href', 'tel:+491715550199');

    // Find her by phone in another notation, and by date of birth.
    await page.goto('/app/patients');
    await page.getByRole('searchbox', { name: 'Suche' }).fill(`+49 (0)69 ${PHONE.slice(4, 8)} ${PHONE.slice(8)}`);
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page.getByRole('link', { name: `${NAME}, Erika` })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Suche' }).fill('02.03.1941');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page.getByRole('link', { name: `${NAME}, Erika` })).toBeVisible();

    // Archive with confirmation: gone from the list, found under "Archivierte anzeigen", restorable.
    await page.getByRole('link', { name: `${NAME}, Erika` }).click();
    await page.getByRole('button', { name: 'Archivieren' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Patient archivieren' });
    await expect(confirm).toContainText('Die Buchungen und Fahrten bleiben erhalten');
    await confirm.getByRole('button', { name: 'Archivieren' }).click();
    await expect(toast(page, 'Patient archiviert')).toBeVisible();
    await expect(page.getByText('archiviert', { exact: true })).toBeVisible();
    await page.goto(`/app/patients?q=${NAME}`);
    await expect(page.getByText('Keine Patienten gefunden.')).toBeVisible();
    await page.goto(`/app/patients?q=${NAME}&archiv=1`);
    await page.getByRole('link', { name: `${NAME}, Erika` }).click();
    await page.getByRole('button', { name: 'Wiederherstellen' }).click();
    await page
      .getByRole('alertdialog', { name: 'Patient wiederherstellen' })
      .getByRole('button', { name: 'Wiederherstellen' })
      .click();
    await expect(toast(page, 'Patient wiederhergestellt')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Neue Buchung' })).toBeVisible();
  });
});

test.describe('Neue Buchung (telefonisch)', () => {
  test('a dispatcher enters a phone booking for a known patient with a return "nach Termin" by keyboard only', async ({
    page,
  }) => {
    // Two patients match the search (issue 37): ↓ must highlight the first, not jump to the second.
    const family = `Telefonkunde${RUN}`;
    await signInAsOwner(page, '/app/patients');
    for (const [vorname, geburtsdatum] of [
      ['Anton', '1936-02-11'],
      ['Bruno', '1938-07-14'],
    ] as const) {
      const form = await createPatient(page, {
        vorname,
        nachname: family,
        geburtsdatum,
        telefon: '06101 987654',
        adresse: 'Bahnhofstraße 3, 61118 Bad Vilbel',
        ziel: 'Dialysezentrum Nord, Marbachweg 10, Frankfurt',
      });
      await form.getByRole('button', { name: 'Patient anlegen' }).click();
      await expect(page.getByRole('heading', { name: `${family}, ${vorname}`, level: 1 })).toBeVisible();
    }

    await page.goto('/app/bookings');
    await expect(page.getByRole('heading', { name: 'Buchungen', level: 1 })).toBeVisible();
    const date = germanDateIn(3);
    const started = Date.now();

    // From here on: keyboard only. Alt+N opens the form; the patient search has the focus.
    await page.keyboard.press('Alt+n');
    await expect(page).toHaveURL(/\/app\/bookings\/neu$/);
    await expect(page.getByRole('combobox', { name: 'Patient suchen' })).toBeFocused();
    await page.keyboard.type(family);
    await expect(page.getByRole('option', { name: new RegExp(`${family}, Bruno`) })).toBeVisible();
    await expect(page.getByRole('option', { name: new RegExp(`${family}, Anton`) })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: new RegExp(`${family}, Anton`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Patient: ${family}, Anton`)).toBeVisible();
    // Focus moved to the date; the addresses come from the patient.
    await expect(page.getByRole('textbox', { name: 'Datum', exact: true })).toBeFocused();
    await expect(page.getByRole('combobox', { name: 'Abholadresse' })).toHaveValue('Bahnhofstraße 3, 61118 Bad Vilbel');
    await expect(page.getByRole('combobox', { name: 'Zieladresse' })).toHaveValue(
      'Dialysezentrum Nord, Marbachweg 10, Frankfurt',
    );
    // A short date (no year) is its next occurrence; the form shows the full date.
    await page.keyboard.type(date.slice(0, 6));
    await expect(page.getByText(`Fahrt am ${date}`)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.type('0710');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Rückfahrt', exact: true })).toBeFocused();
    await page.keyboard.type('n');
    await expect(page.getByRole('combobox', { name: 'Rückfahrt', exact: true })).toHaveValue('nach-termin');
    // Enter on the select saves (the documented path: Tab, n, Enter).
    await page.keyboard.press('Enter');

    await expect(toast(page, 'Buchung angelegt')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/bookings\?q=KF-\d{4}-\d{5}$/);
    const number = decodeURIComponent(new URL(page.url()).searchParams.get('q')!);
    const row = page.getByRole('row').filter({ hasText: family });
    await expect(row).toBeVisible();
    await expect(row).toContainText(date);
    expect(Date.now() - started, 'entered in under 30 seconds').toBeLessThan(30_000);

    // "Buchung bearbeiten" shows the phone as every other screen does, not as +49… (issue 37).
    await row.getByRole('button', { name: `Aktionen für Buchung ${number}` }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Buchung bearbeiten' }).click();
    const edit = page.getByRole('dialog', { name: 'Buchung bearbeiten' });
    await expect(edit.getByRole('textbox', { name: 'Telefon' })).toHaveValue('06101 987654');
    await edit.getByRole('button', { name: 'Abbrechen' }).click();

    // The same ride again: the form warns that the patient already has it and books only with "Trotzdem buchen".
    await page.goto('/app/bookings/neu');
    await page.getByRole('combobox', { name: 'Patient suchen' }).fill(family);
    await page.getByRole('option', { name: new RegExp(`${family}, Anton`) }).click();
    const again = page.getByRole('form', { name: 'Neue Buchung' });
    await again.getByRole('textbox', { name: 'Datum', exact: true }).fill(date);
    await again.getByRole('textbox', { name: 'Uhrzeit (Abholung)' }).fill('07:40');
    await again.getByRole('button', { name: 'Buchung anlegen' }).click();
    await expect(toast(page, 'Buchung konnte nicht angelegt werden')).toBeVisible();
    await expect(
      again.getByText(`Der Patient hat am ${date} (Hinfahrt 07:10 Uhr, ${number}) bereits eine Fahrt zu dieser Zeit.`, {
        exact: false,
      }),
    ).toBeVisible();
    const anyway = again.getByLabel('Trotzdem buchen');
    await expect(anyway).toBeFocused();
    // Nothing typed is lost.
    await expect(again.getByRole('textbox', { name: 'Uhrzeit (Abholung)' })).toHaveValue('07:40');
    await anyway.check();
    await again.getByRole('button', { name: 'Buchung anlegen' }).click();
    await expect(toast(page, 'Buchung angelegt')).toBeVisible();
  });

  test('a same-day leg asks for confirmation; a new caller can be saved as a patient', async ({ page }) => {
    await signInAsOwner(page, '/app/bookings/neu');
    await expectNoSeriousA11yViolations(page);
    const form = page.getByRole('form', { name: 'Neue Buchung' });
    await form.getByRole('textbox', { name: 'Datum', exact: true }).fill(germanDateIn(0));
    await form.getByRole('textbox', { name: 'Uhrzeit (Abholung)' }).fill('23:55');
    await form.getByRole('combobox', { name: 'Abholadresse' }).fill('Hauptstraße 1, Frankfurt');
    await form.getByRole('combobox', { name: 'Zieladresse' }).fill('Klinikum, Frankfurt');
    await form.getByRole('textbox', { name: 'Vorname' }).fill('Clara');
    await form.getByRole('textbox', { name: 'Nachname' }).fill('Neuanruf');
    await form.getByRole('textbox', { name: 'Telefon' }).fill('0171 5550123');
    await form.getByLabel('Als neuen Patienten speichern (Stammdaten)').check();
    await form.getByLabel('Ausstehend (noch zu prüfen)').check();
    await expect(form.getByLabel(/Fahrt heute.*trotzdem anlegen/)).toBeVisible();
    await form.getByRole('button', { name: 'Buchung anlegen' }).click();
    await expect(toast(page, 'Buchung konnte nicht angelegt werden')).toBeVisible();
    await expect(form.getByText(/Bitte bestätigen Sie, dass Sie sie trotzdem anlegen möchten/)).toBeVisible();
    await expect(form.getByLabel(/Fahrt heute.*trotzdem anlegen/)).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Space');
    await form.getByRole('button', { name: 'Buchung anlegen' }).click();
    await expect(toast(page, 'Buchung angelegt')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Neuanruf' })).toBeVisible();

    await page.goto('/app/patients?q=Neuanruf');
    await page.getByRole('link', { name: 'Neuanruf, Clara' }).click();
    await expect(page.getByRole('heading', { name: 'Anstehende Fahrten (1)' })).toBeVisible();
  });

  test('the booking details suggest the matching patient; the dispatcher accepts it', async ({ page }) => {
    await signInAsOwner(page, '/app/patients');
    const form = await createPatient(page, {
      vorname: 'Doris',
      nachname: 'Vorschlag',
      geburtsdatum: '1944-01-20',
      telefon: '0171 5550777',
      adresse: 'Ginnheimer Straße 4, Frankfurt',
      ziel: 'Praxis Dr. Weber, Frankfurt',
    });
    await form.getByRole('button', { name: 'Patient anlegen' }).click();
    await expect(page.getByRole('heading', { name: 'Vorschlag, Doris', level: 1 })).toBeVisible();

    // A booking typed without choosing the patient (as an online booking arrives).
    await page.goto('/app/bookings/neu');
    const booking = page.getByRole('form', { name: 'Neue Buchung' });
    await booking.getByRole('textbox', { name: 'Datum', exact: true }).fill(germanDateIn(5));
    await booking.getByRole('textbox', { name: 'Uhrzeit (Abholung)' }).fill('09:30');
    await booking.getByRole('combobox', { name: 'Abholadresse' }).fill('Ginnheimer Straße 4, Frankfurt');
    await booking.getByRole('combobox', { name: 'Zieladresse' }).fill('Praxis Dr. Weber, Frankfurt');
    await booking.getByRole('textbox', { name: 'Vorname' }).fill('Doris');
    await booking.getByRole('textbox', { name: 'Nachname' }).fill('Vorschlag');
    await booking.getByRole('textbox', { name: 'Telefon' }).fill('+49 171 5550777');
    await booking.getByRole('button', { name: 'Buchung anlegen' }).click();
    await expect(toast(page, 'Buchung angelegt')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/bookings\?q=KF-/);
    const number = decodeURIComponent(new URL(page.url()).searchParams.get('q')!);

    await page
      .getByRole('row')
      .filter({ hasText: number })
      .getByRole('button', { name: `Aktionen für Buchung ${number}` })
      .click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Details anzeigen' }).click();
    const details = page.getByRole('dialog', { name: 'Buchungsdetails' });
    const suggestions = details.getByRole('list', { name: 'Vorschläge aus den Stammdaten' });
    await expect(suggestions).toContainText('Vorschlag, Doris (geb. 20.01.1944)');
    await expect(suggestions).toContainText('Wahrscheinlich dieselbe Person');
    await expectNoSeriousA11yViolations(page);
    await suggestions.getByRole('button', { name: /Übernehmen/ }).click();
    await expect(toast(page, 'Patient verknüpft')).toBeVisible();
    await expect(details.getByText('Verknüpft mit')).toBeVisible();
    await expect(details).toContainText('Patient zugeordnet');
  });
});
