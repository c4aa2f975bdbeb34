// @vitest-environment jsdom
// Abrechnung without the company's own IK (issue 37): the screen says so up front with the link to
// Rechnungsdaten, and "Monatspaket erstellen" is disabled and described by that notice instead of being
// refused only at the last step (so is "Korrekturen jetzt übermitteln", the same package); with the IK it is offered (the dialog's text: action-texts.test.ts).
import '../../../../../tests/support/ui-dom';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PROVIDER_IK_MISSING } from '#app/domain/billing/ik';
import type { OpenLeg, PagedPayerGroup, PendingCorrection } from '#app/domain/billing/read-models';
import { BillingScreen } from './billing-screen';

const leg = (legId: string): OpenLeg => ({
  legId,
  bookingId: `b-${legId}`,
  bookingNumber: `KF-2026-0000${legId.slice(-1)}`,
  patientName: 'Muster, Erika',
  kind: 'hin',
  datum: '2026-10-14',
  uhrzeit: '08:30',
  km: 12.5,
  wartezeitMinuten: null,
  abgesetztUm: '09:05',
  abgesetztQuelle: 'fahrer',
  abgesetztUmErfasst: null,
  totalCents: 4500,
  coPaymentCents: 500,
  problems: [],
  paperProofMime: null,
});

const claim = { km: 12.5, wartezeitMinuten: null, betragCents: 4500, zuzahlungCents: 500, ustSatz: 7, ustCents: 294 };
const correction: PendingCorrection = {
  id: 'c-1',
  legId: 'leg-9',
  bookingId: 'b-9',
  bookingNumber: 'KF-2026-00009',
  patientName: 'Muster, Erika',
  kind: 'hin',
  datum: '2026-09-10',
  krankenkasse: 'AOK Hessen',
  kostentraegerIk: '109519005',
  billedMonat: '2026-09',
  nichtAbrechnen: false,
  grund: 'km falsch',
  vorher: claim,
  neu: { ...claim, km: 14 },
  createdByLabel: 'Dora Disponentin',
  createdAt: '2026-10-02T10:00:00.000Z',
};

function renderScreen(options: {
  ikProblem: string | null;
  ready: number;
  canEditSettings?: boolean;
  groups?: PagedPayerGroup[];
}) {
  const legs = Array.from({ length: options.ready }, (_, i) => leg(`leg-${i + 1}`));
  const group: PagedPayerGroup = {
    key: 'krankenkasse:aok hessen',
    payer: 'krankenkasse',
    name: 'AOK Hessen',
    ik: '109519005',
    legs,
    months: [{ month: '2026-10', total: legs.length, ready: legs.length }],
    legCount: legs.length,
    page: { page: 1, pages: 1, before: 0, after: 0 },
  };
  const Stub = createRoutesStub([
    {
      path: '/app/billing',
      Component: () => (
        <BillingScreen
          list={{
            filter: { monat: null, kasse: null, seite: 1 },
            months: ['2026-10'],
            payers: [],
            groups: options.groups ?? [group],
          }}
          exports={[]}
          corrections={[correction]}
          prefill={null}
          month="2026-11"
          uncompleted={{ legs: [], total: 0 }}
          driverOptions={[]}
          vehicleOptions={[]}
          providerIkProblem={options.ikProblem}
          canEditSettings={options.canEditSettings ?? true}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={['/app/billing']} />);
}

describe('BillingScreen', () => {
  it("says up front that the company's IK is missing and disables the package, described by the notice", async () => {
    renderScreen({ ikProblem: PROVIDER_IK_MISSING, ready: 1 });
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Das Institutionskennzeichen (IK) Ihres Unternehmens fehlt');
    const link = screen.getByRole('link', { name: 'Rechnungsdaten öffnen' });
    expect(link.getAttribute('href')).toBe('/app/settings/rechnungsdaten');
    for (const name of ['Monatspaket erstellen', 'Korrekturen jetzt übermitteln']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe(notice.id);
    }
    expect(notice.id).not.toBe('');
  });

  it('asks staff without the settings to turn to the Inhaber', async () => {
    renderScreen({ ikProblem: PROVIDER_IK_MISSING, ready: 1, canEditSettings: false });
    expect((await screen.findByRole('status')).textContent).toContain('Bitte wenden Sie sich an den Inhaber.');
    expect(screen.queryByRole('link', { name: 'Rechnungsdaten öffnen' })).toBeNull();
  });

  it('with the IK, offers the package without a notice', () => {
    renderScreen({ ikProblem: null, ready: 1 });
    expect(screen.queryByRole('status')).toBeNull();
    for (const name of ['Monatspaket erstellen', 'Korrekturen jetzt übermitteln']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(false);
      expect(button.getAttribute('aria-describedby')).toBeNull();
    }
  });

  it("offers a hospital's rides an invoice, not the package (issue 38)", () => {
    const legs = [leg('leg-1')];
    renderScreen({
      ikProblem: null,
      ready: 1,
      groups: [
        {
          key: 'krankenhaus:klinikum frankfurt höchst',
          payer: 'krankenhaus',
          name: 'Klinikum Frankfurt Höchst',
          ik: null,
          legs,
          months: [{ month: '2026-10', total: 1, ready: 1 }],
          legCount: 1,
          page: { page: 1, pages: 1, before: 0, after: 0 },
        },
      ],
    });
    const group = screen.getByRole('region', { name: 'Klinikum Frankfurt Höchst' });
    expect(group.textContent).toContain('Das Krankenhaus bezahlt diese Fahrten');
    const link = screen.getByRole('link', { name: 'Rechnung für Klinikum Frankfurt Höchst erstellen' });
    expect(link.getAttribute('href')).toBe('/app/billing/rechnungen#krankenhaus-heading');
    expect(screen.queryByRole('button', { name: 'Monatspaket erstellen' })).toBeNull();
  });
});
