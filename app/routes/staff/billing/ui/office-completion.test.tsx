// @vitest-environment jsdom
// "Im Büro abschließen" (issue 37): opened by the booking details' link (#abschluss-<legId>) the form of
// that ride is open and the keyboard starts in its first field; the times ask for HH:MM as everywhere else.
import '../../../../../tests/support/ui-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { UncompletedLeg } from '#app/domain/billing/read-models';
import { completionAnchor, UncompletedSection } from './office-completion';

const leg = (over: Partial<UncompletedLeg>): UncompletedLeg => ({
  legId: 'leg-1',
  bookingId: 'b-1',
  bookingNumber: 'KF-2026-00001',
  patientName: 'Erika Muster',
  kind: 'hin',
  datum: '2026-11-20',
  uhrzeit: '08:00',
  abholadresse: 'Zeil 1, Frankfurt',
  zieladresse: 'Klinik, Frankfurt',
  status: 'Geplant',
  driverId: null,
  driverName: null,
  vehicleId: null,
  km: null,
  wartezeitMinuten: null,
  ...over,
});

function renderAt(url: string) {
  const legs = [leg({}), leg({ legId: 'leg-2', bookingNumber: 'KF-2026-00002' })];
  const Stub = createRoutesStub([
    {
      path: '/app/billing',
      Component: () => (
        <UncompletedSection
          list={{ legs, total: legs.length }}
          drivers={[{ id: 'd-1', name: 'Fritz Fahrer' }]}
          vehicles={[{ id: 'v-1', label: 'F-KF 1' }]}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

describe('UncompletedSection', () => {
  it('opens the linked ride with the keyboard in its first field', async () => {
    renderAt(`/app/billing#${completionAnchor('leg-2')}`);
    const form = await screen.findByRole('form', { name: 'KF-2026-00002 Hinfahrt im Büro abschließen' });
    expect(form.closest('[hidden]')).toBeNull();
    expect(screen.queryByRole('form', { name: 'KF-2026-00001 Hinfahrt im Büro abschließen' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /Gefahren von \(Fahrer\)/ }));
  });

  it('leaves the focus alone without a link, and asks for the times as HH:MM', async () => {
    renderAt('/app/billing');
    const buttons = await screen.findAllByRole('button', { name: /Im Büro abschließen/ });
    expect(screen.queryByRole('form')).toBeNull();
    await userEvent.click(buttons[0]!);
    await screen.findByRole('form', { name: 'KF-2026-00001 Hinfahrt im Büro abschließen' });
    expect(document.activeElement).not.toBe(screen.getByRole('combobox', { name: /Gefahren von \(Fahrer\)/ }));
    expect(screen.getByRole('textbox', { name: /Abgeholt um/ }).getAttribute('placeholder')).toBe('HH:MM');
    expect(screen.getByRole('textbox', { name: /Abgesetzt um/ }).getAttribute('placeholder')).toBe('HH:MM');
    expect(screen.queryByPlaceholderText('SS:MM')).toBeNull();
  });
});
