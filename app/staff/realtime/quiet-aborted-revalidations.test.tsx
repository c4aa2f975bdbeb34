// @vitest-environment jsdom
import '../../../tests/support/ui-dom';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isAbortRejection, useQuietAbortedRevalidations } from './quiet-aborted-revalidations';

function Screen() {
  useQuietAbortedRevalidations();
  return null;
}

/** Dispatches an unhandledrejection event as the browser does; true when a listener prevented it. */
function reject(reason: unknown): boolean {
  const event = new Event('unhandledrejection', { cancelable: true }) as Event & { reason: unknown };
  event.reason = reason;
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('quiet aborted revalidations', () => {
  it.each([
    [new DOMException('signal is aborted without reason', 'AbortError'), true],
    [Object.assign(new Error('aborted'), { name: 'AbortError' }), true],
    [new TypeError('Failed to fetch'), false],
    [new Error('real failure'), false],
    ['AbortError', false],
    [null, false],
    [undefined, false],
  ])('%s is an abort: %s', (reason, expected) => {
    expect(isAbortRejection(reason)).toBe(expected);
  });

  it('silences only aborts, and only while the screen is mounted', () => {
    const abort = new AbortController();
    abort.abort();
    expect(reject(abort.signal.reason)).toBe(false);
    const screen = render(<Screen />);
    expect(reject(abort.signal.reason)).toBe(true);
    expect(reject(new Error('real failure'))).toBe(false);
    screen.unmount();
    expect(reject(abort.signal.reason)).toBe(false);
  });
});
