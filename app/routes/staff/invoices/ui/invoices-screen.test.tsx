// @vitest-environment jsdom
// Rechnungen with incomplete company data (issue 37): the actions the server refuses ("Rechnung erstellen",
// "Beleg erstellen", "Stornieren") are disabled and described by the notice naming what is missing, so a
// screen reader says why; with complete data they open their dialogs. "Bezahlt" is never refused.
import '../../../../../tests/support/ui-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { issuerProblem } from '#app/domain/invoices/invoice-document';
import type { BillableLeg, InvoiceListItem } from '#app/domain/invoices/read-models';
import { InvoicesScreen } from './invoices-screen';

const leg = (over: Partial<BillableLeg>): BillableLeg => ({
  legId: 'leg-1',
  bookingId: 'b-1',
  bookingNumber: 'KF-2026-00001',
  kind: 'hin',
  date: '2026-11-20',
  time: '08:00',
  from: 'Zeil 1, Frankfurt',
  to: 'Klinik, Frankfurt',
  driverId: null,
  driverName: null,
  payer: 'privat',
  kostentraeger: 'Privat',
  patientId: 'p-1',
  recipient: { name: 'Erika Muster', adresse: 'Zeil 1, 60313 Frankfurt' },
  customerKey: 'p-1',
  grossCents: 10800,
  vatReason: null,
  category: null,
  problem: null,
  description: 'Fahrt',
  coPaymentCents: null,
  coPaymentReason: null,
  invoiced: false,
  receipted: false,
  ...over,
});

const invoice: InvoiceListItem = {
  id: 'inv-1',
  nummer: 'RE-2026-0001',
  art: 'rechnung',
  form: 'privat',
  rechnungsdatum: '2026-11-21',
  empfaengerName: 'Otto Anders',
  bruttoCents: 5000,
  bezahltAm: null,
  storniertDurch: null,
  storniert: null,
  createdByLabel: 'Dora Disponentin',
};

function renderScreen(problem: string | null) {
  const privat = leg({});
  const zuzahlung = leg({
    legId: 'leg-2',
    payer: 'krankenkasse',
    kostentraeger: 'AOK Hessen',
    customerKey: 'p-2',
    recipient: { name: 'Hans Neumann', adresse: 'Berger Str. 2, 60316 Frankfurt' },
    coPaymentCents: 1000,
  });
  const krankenhaus = leg({
    legId: 'leg-3',
    payer: 'krankenhaus',
    kostentraeger: 'Klinikum Frankfurt Höchst',
    patientId: 'p-3',
    customerKey: 'krankenhaus:klinikum frankfurt höchst',
    recipient: { name: 'Klinikum Frankfurt Höchst', adresse: 'Gotenstraße 6-8\n65929 Frankfurt am Main' },
  });
  const Stub = createRoutesStub([
    {
      path: '/app/billing/rechnungen',
      Component: () => (
        <InvoicesScreen
          open={{ privat: [privat], krankenhaus: [krankenhaus], zuzahlung: [zuzahlung] } as never}
          invoices={[invoice]}
          issuerProblem={problem}
          canEditSettings
        />
      ),
    },
  ]);
  render(<Stub initialEntries={['/app/billing/rechnungen']} />);
}

const refused = [
  'Rechnung für Erika Muster erstellen',
  'Rechnung für Klinikum Frankfurt Höchst erstellen',
  'Zuzahlungsbeleg für Hans Neumann am 20.11.2026 erstellen',
  'RE-2026-0001 stornieren',
];

describe('InvoicesScreen', () => {
  it('disables what the server refuses while company data are missing, described by the notice', () => {
    const problem = issuerProblem({ steuernummer: null, ustId: null, iban: null })!;
    renderScreen(problem);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('fehlen in den Rechnungsdaten');
    for (const name of refused) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveProperty('disabled', true);
      expect(button.getAttribute('aria-describedby')).toBe(notice.id);
      expect(screen.getByRole('button', { name, description: problem + ' Rechnungsdaten öffnen' })).toBe(button);
    }
    expect(screen.getByRole('button', { name: 'Zahlung für RE-2026-0001 vermerken' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('offers every action once the data are complete', async () => {
    renderScreen(null);
    expect(screen.queryByRole('status')).toBeNull();
    for (const name of refused) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveProperty('disabled', false);
      expect(button.getAttribute('aria-describedby')).toBeNull();
    }
    await userEvent.click(screen.getByRole('button', { name: refused[0] }));
    expect(screen.getByRole('dialog', { name: 'Rechnung erstellen' })).toBeTruthy();
  });

  it("a hospital's invoice goes to the address from the insurer settings, shown, not typed (issue 38)", async () => {
    renderScreen(null);
    expect(screen.getByRole('heading', { name: 'Krankenhausfahrten ohne Rechnung (1)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Rechnung für Klinikum Frankfurt Höchst erstellen' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechnung erstellen' });
    expect(dialog.textContent).toContain('Rechnung an das Krankenhaus Klinikum Frankfurt Höchst');
    expect(dialog.textContent).toContain('Gotenstraße 6-8');
    expect(screen.queryByRole('textbox', { name: /Anschrift/ })).toBeNull();
    const hidden = dialog.querySelector<HTMLInputElement>('input[name="empfaengerAdresse"]');
    expect(hidden?.value).toBe('Gotenstraße 6-8\n65929 Frankfurt am Main');
  });
});
