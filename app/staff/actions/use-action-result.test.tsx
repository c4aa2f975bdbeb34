// @vitest-environment jsdom
// A form's success takes back its own earlier refusal toasts (issue 37: "Buchung konnte nicht angelegt
// werden" no longer stands beside "Buchung angelegt"); another form's refusal stays. An answer read during
// a render React bails out of is still shown and still moves the focus (issue 39).
import '../../../tests/support/ui-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActionResult } from '#app/domain/action-result';
import { Field } from '#app/ui/field';
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

function FormOf({ result }: { result: ActionResult<unknown> | undefined }) {
  useActionResult(result);
  return null;
}

function Page({ first, second }: { first?: ActionResult<unknown>; second?: ActionResult<unknown> }) {
  return (
    <>
      <Toaster />
      <FormOf result={first} />
      <FormOf result={second} />
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

/**
 * Like useFetcher's data, the answer lives outside React's state (React Router keeps it in a ref and
 * hands it to React in a transition): a render of the form can read it before the router's update
 * reaches React.
 */
const routerStore: { answer: ActionResult<unknown> | undefined } = { answer: undefined };
let rerenderWithoutChange: () => void = () => {};

function RefusableForm({ routerState }: { routerState: 'submitting' | 'idle' }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [tick, setTick] = useState(0);
  // Set and set back in one batch: React renders the form, finds nothing changed and bails out of it.
  useEffect(() => {
    rerenderWithoutChange = () => {
      setTick(tick + 1);
      setTick(tick);
    };
  });
  const result = routerStore.answer;
  useActionResult(result, { formRef });
  const errors = result && !result.ok ? result.fieldErrors : {};
  return (
    <form ref={formRef} aria-label="Fahrt abschließen" data-router-state={routerState}>
      <Field label="Abgeholt um">
        <input name="abgeholtUm" />
      </Field>
      <Field label="Gefahren von (Fahrer)" error={errors.fahrer}>
        <select name="fahrer">
          <option value="">Bitte wählen</option>
        </select>
      </Field>
      <button type="submit">Fahrt abschließen</button>
    </form>
  );
}

describe('useActionResult with an answer read before the router commits it', () => {
  afterEach(() => {
    routerStore.answer = undefined;
  });

  it('shows the refusal and focuses the first invalid field although a bailed-out render read it first', async () => {
    const view = render(
      <>
        <Toaster />
        <RefusableForm routerState="submitting" />
      </>,
    );
    screen.getByRole('button', { name: 'Fahrt abschließen' }).focus();

    // The answer arrives in the router's store; the form renders in between and React bails out of it.
    routerStore.answer = {
      ...answer(false, 'Fahrt konnte nicht abgeschlossen werden'),
      fieldErrors: { fahrer: 'Bitte wählen Sie den Fahrer, der die Fahrt gefahren ist.' },
    };
    act(() => rerenderWithoutChange());
    // Then the router's state reaches React and the form shows the answer.
    view.rerender(
      <>
        <Toaster />
        <RefusableForm routerState="idle" />
      </>,
    );

    const driver = screen.getByRole('combobox', { name: /Gefahren von \(Fahrer\)/ });
    expect(driver.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(driver);
    await screen.findByText('Fahrt konnte nicht abgeschlossen werden');
  });
});
