// A live revalidation (the back office's or the drivers' app's event stream) that a user's navigation
// interrupts is aborted by React Router; with middleware on, its aborted request can end in a promise
// rejection nobody awaits ("AbortError: signal is aborted without reason"), a console error for a
// request that was cancelled on purpose. Only aborts are silenced: every other rejection stays loud.
import { useEffect } from 'react';

/** Whether a rejection is a cancelled request (an AbortError), not a failure. */
export function isAbortRejection(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'AbortError';
}

function silenceAbort(event: PromiseRejectionEvent): void {
  if (isAbortRejection(event.reason)) event.preventDefault();
}

/** While the screen is mounted, unhandled rejections of aborted requests are not reported as errors. */
export function useQuietAbortedRevalidations(): void {
  useEffect(() => {
    window.addEventListener('unhandledrejection', silenceAbort);
    return () => window.removeEventListener('unhandledrejection', silenceAbort);
  }, []);
}
