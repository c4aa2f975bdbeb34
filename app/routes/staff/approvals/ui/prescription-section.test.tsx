// @vitest-environment jsdom
// The booking details' prescription section (issue 37): a new prescription starts with the booking's legs
// ticked, LANR and BSNR say they are needed for billing, the prescription's own upload is named
// "Verordnung (Muster 4) als Scan", and the signed Transportscheine of the rides are there to open.
import '../../../../../tests/support/ui-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BookingApprovalView } from '#app/domain/approvals/read-models';
import type { LegDocumentView } from '#app/domain/driver-app/leg-documents';
import { PrescriptionSection } from './prescription-section';

const BOOKING_ID = '00000000-0000-4000-8000-0000000000b1';

function view(defaultLegs: BookingApprovalView['defaultLegs']): BookingApprovalView {
  return {
    prescription: null,
    prescriptionSeriesId: null,
    patient: null,
    legs: [],
    badge: null,
    statementNote: null,
    defaultPosition: 'sitzend',
    defaultLegs,
    coPayments: [],
  };
}

const scan: LegDocumentView = {
  art: 'transportschein-scan',
  mime: 'application/pdf',
  at: '2030-01-15T12:00:00Z',
  recordedBy: 'Büro',
};
const photo: LegDocumentView = {
  art: 'transportschein',
  mime: 'image/jpeg',
  at: '2030-01-15T09:00:00Z',
  recordedBy: 'Fahrer',
};
const signature: LegDocumentView = {
  art: 'unterschrift',
  mime: 'image/png',
  at: '2030-01-15T09:00:00Z',
  recordedBy: 'Fahrer',
};

function renderSection(
  defaultLegs: BookingApprovalView['defaultLegs'],
  legs: { kind: 'hin' | 'rueck'; documents: LegDocumentView[] }[] = [],
) {
  const Stub = createRoutesStub([
    {
      path: '/app/bookings',
      HydrateFallback: () => null,
      Component: () => (
        <PrescriptionSection bookingId={BOOKING_ID} view={view(defaultLegs)} legs={legs} reload={() => {}} />
      ),
    },
  ]);
  render(<Stub initialEntries={['/app/bookings']} />);
}

async function openForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Verordnung erfassen' }));
  return screen.getByRole('form', { name: 'Verordnung erfassen' });
}

describe('Verordnung erfassen in the booking details', { timeout: 30_000 }, () => {
  it.each([
    [{ hinfahrt: true, rueckfahrt: true }, true],
    [{ hinfahrt: true, rueckfahrt: false }, false],
  ])('starts with the booking legs ticked: %j', async (legs, rueck) => {
    renderSection(legs);
    const form = await openForm();
    expect((within(form).getByLabelText('Hinfahrt') as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByLabelText('Rückfahrt') as HTMLInputElement).checked).toBe(rueck);
  });

  it('says LANR and BSNR are needed for billing, without making them required', async () => {
    renderSection({ hinfahrt: true, rueckfahrt: false });
    const form = await openForm();
    for (const label of [/^Betriebsstättennummer \(BSNR\)/, /^Arztnummer \(LANR\)/]) {
      const input = within(form).getByLabelText(label);
      const hintId = input.getAttribute('aria-describedby')!.split(' ')[0]!;
      expect(document.getElementById(hintId)!.textContent).toBe(
        '9 Ziffern, für die Abrechnung nötig (speichern geht auch ohne)',
      );
      expect(input.hasAttribute('aria-required')).toBe(false);
    }
  });

  it('says beside the reason that the marks make every outpatient Taxi ride count as approved (§ 60 Abs. 1 S. 5 SGB V)', async () => {
    renderSection({ hinfahrt: true, rueckfahrt: false });
    const reason = within(await openForm()).getByLabelText(/^Grund der Beförderung/);
    const hintId = reason.getAttribute('aria-describedby')!.split(' ')[0]!;
    expect(document.getElementById(hintId)!.textContent).toBe(
      'Mit Merkzeichen aG, Bl, H, Pflegegrad 4 oder 5 oder Pflegegrad 3 mit dauerhafter Mobilitätsbeeinträchtigung gilt jede Taxi-/Mietwagenfahrt zur ambulanten Behandlung als genehmigt, auch bei d) und e); eine KTW-Fahrt nicht.',
    );
    expect(within(reason).getByRole('option', { name: /^b\) ambulante Behandlung/ }).textContent).toBe(
      'b) ambulante Behandlung (Merkzeichen aG, Bl, H, Pflegegrad 4 oder 5 oder Pflegegrad 3 mit dauerhafter Mobilitätsbeeinträchtigung)',
    );
  });
});

describe('Transportschein in the prescription section', { timeout: 30_000 }, () => {
  it("links each ride's signed Transportschein (scan or the driver's photo), not the signature", async () => {
    renderSection({ hinfahrt: true, rueckfahrt: true }, [
      { kind: 'hin', documents: [signature, photo] },
      { kind: 'rueck', documents: [scan] },
    ]);
    const row = (await screen.findByText('Unterschriebener Transportschein')).parentElement!;
    const links = within(row).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Hinfahrt: Transportschein ansehen', `/app/bookings/${BOOKING_ID}/nachweis/hin/transportschein`],
      ['Rückfahrt: Scan herunterladen', `/app/bookings/${BOOKING_ID}/nachweis/rueck/transportschein-scan?download=1`],
    ]);
    expect(screen.queryByText(/Transportschein: Noch nicht hochgeladen/)).toBeNull();
  });

  it('says where a signed Transportschein comes from while there is none', async () => {
    renderSection({ hinfahrt: true, rueckfahrt: false }, [{ kind: 'hin', documents: [signature] }]);
    const row = (await screen.findByText('Unterschriebener Transportschein')).parentElement!;
    expect(row.textContent).toContain(
      'Noch keiner: je Fahrt aus der Fahrer-App oder beim Abschluss im Büro (Abrechnung).',
    );
    expect(within(row).queryAllByRole('link')).toHaveLength(0);
  });
});
