// @vitest-environment jsdom
// A form's success takes back its own earlier refusal toasts (issue 37: "Buchung konnte nicht angelegt
// werden" no longer stands beside "Buchung angelegt"); another form's refusal stays.
import '../../../tests/support/ui-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActionResult } from '#app/domain/action-result';
import { toast, Toaster } from '#app/ui/toaster';
import { useActionResult } from './use-action-result';

afterEach(() => {
  act(() => toast.dismiss());
});

let tokens = 0;
function answer(ok: boolean, title: string): ActionResult<unknown> {
  return {
    intent: 'create',
    token: `t-${++tokens}`,
    ok,
    code: ok ? null : 'invalid',
    toasts: [{ kind: ok ? 'success' : 'error', title }],
    fieldErrors: {},
    values: {},
    targetId: null,
    data: null,
  };
}

function Form({ result }: { result: ActionResult<unknown> | undefined }) {
  useActionResult(result);
  return null;
}

function Page({ first, second }: { first?: ActionResult<unknown>; second?: ActionResult<unknown> }) {
  return (
    <>
      <Toaster />
      <Form result={first} />
      <Form result={second} />
    </>
  );
}

const shown = (title: string) =>
  Array.from(document.querySelectorAll('[data-sonner-toast]')).some(
    (t) => t.getAttribute('data-removed') !== 'true' && t.textContent?.includes(title),
  );

describe('useActionResult', () => {
  it("dismisses the same form's refusal toasts on its success, not another form's", async () => {
    const refusedOther = answer(false, 'Verordnung konnte nicht gespeichert werden');
    const view = render(<Page second={refusedOther} />);
    await screen.findByText('Verordnung konnte nicht gespeichert werden');

    const refused = answer(false, 'Buchung konnte nicht angelegt werden');
    view.rerender(<Page first={refused} second={refusedOther} />);
    await screen.findByText('Buchung konnte nicht angelegt werden');
    const refusedAgain = answer(false, 'Buchung konnte nicht angelegt werden');
    view.rerender(<Page first={refusedAgain} second={refusedOther} />);
    await waitFor(() => expect(screen.getAllByText('Buchung konnte nicht angelegt werden')).toHaveLength(2));

    view.rerender(<Page first={answer(true, 'Buchung angelegt')} second={refusedOther} />);
    await screen.findByText('Buchung angelegt');
    await waitFor(() => expect(shown('Buchung konnte nicht angelegt werden')).toBe(false));
    expect(shown('Buchung angelegt')).toBe(true);
    expect(shown('Verordnung konnte nicht gespeichert werden')).toBe(true);
  });
});
