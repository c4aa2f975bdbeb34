// @vitest-environment jsdom
// "Neue Serie" after the server found rides the patient already has (issue 37): the warning with its dates
// and the checkbox "Trotzdem buchen" appear, the typed values stay, and the second attempt posts the yes.
import '../../../../../tests/support/ui-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DUPLICATE_OVERRIDE_FIELD } from '#app/domain/rides/duplicate-rides';
import { SeriesScreen } from './series-screen';

const WARNING =
  'Der Patient hat an 2 Tagen bereits Fahrten zu dieser Zeit: 06.03.2030 (Hinfahrt 06:30 Uhr, KF-2030-00001), 11.03.2030 (Hinfahrt 06:30 Uhr, KF-2030-00002).';
// Both shapes of a patient option (with and without the prefill's home address and places).
const patient = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Dialyse, Erika',
  places: [],
  orte: [],
  adresse: null,
  transportart: 'sitzend',
  approvals: [],
};

function renderScreen() {
  const posted = vi.fn<(values: Record<string, string>) => void>();
  let answer = 0;
  const Stub = createRoutesStub([
    {
      path: '/app/series',
      HydrateFallback: () => null,
      Component: () => (
        <SeriesScreen
          items={[]}
          patients={[patient] as never}
          today="2030-03-04"
          horizonWeeks={8}
          canSetHorizon={false}
          createFor={patient.id}
        />
      ),
      action: async ({ request }) => {
        const values = Object.fromEntries(await request.formData()) as Record<string, string>;
        posted(values);
        answer += 1;
        return {
          intent: 'create',
          token: `t-${answer}`,
          ok: false,
          code: 'invalid',
          toasts: [
            {
              kind: 'error',
              title: 'Fehler beim Anlegen der Serie',
              description: 'Bitte prüfen Sie die markierten Felder.',
            },
          ],
          fieldErrors: values[DUPLICATE_OVERRIDE_FIELD] ? {} : { [DUPLICATE_OVERRIDE_FIELD]: WARNING },
          values,
          targetId: null,
          data: null,
        };
      },
    },
  ]);
  render(<Stub initialEntries={['/app/series']} />);
  return posted;
}

describe('Neue Serie: a ride the patient already has', { timeout: 30_000 }, () => {
  it('shows the dates and "Trotzdem buchen", keeps what was typed, and posts the yes', async () => {
    const user = userEvent.setup();
    const posted = renderScreen();
    const form = await screen.findByRole('form', { name: 'Neue Serie anlegen' });
    const time = within(form).getByLabelText(/Abholzeit/) as HTMLInputElement;
    await user.clear(time);
    await user.type(time, '06:30');
    expect(within(form).queryByRole('checkbox', { name: 'Trotzdem buchen' })).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Serie anlegen' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain(WARNING);
    const anyway = within(form).getByRole('checkbox', { name: 'Trotzdem buchen' });
    await vi.waitFor(() => expect(document.activeElement).toBe(anyway));
    expect((within(form).getByLabelText(/Abholzeit/) as HTMLInputElement).value).toBe('06:30');
    expect(posted.mock.calls[0]![0]).not.toHaveProperty(DUPLICATE_OVERRIDE_FIELD);

    await user.click(anyway);
    await user.click(within(form).getByRole('button', { name: 'Serie anlegen' }));
    await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(2));
    expect(posted.mock.calls[1]![0]).toMatchObject({ [DUPLICATE_OVERRIDE_FIELD]: '1', abholzeit: '06:30' });
  });
});
