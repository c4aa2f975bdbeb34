// Typed failures of the back office's booking use cases. A use case throws one inside its transaction
// (which rolls it back); `bookingResult` turns it into the use-case result every route answers with
// (decision 160), and anything else propagates to the route's safety net.
import { APPROVAL_OVERRIDE_FIELD } from '#app/domain/approvals/leg-approvals';
import { DRIVER_NOT_FOUND, NO_RECIPIENT, NOT_PENDING } from '#app/domain/bookings/action-messages';
import { conflict, invalid, notFound, type Result } from '#app/server/use-case-result.server';

/** `refused`: the rides core refused the change (a billed leg, a patient on board, …); the message says why. */
export type BookingActionErrorCode =
  'not-found' | 'not-pending' | 'invalid' | 'no-recipient' | 'driver-not-found' | 'approval-missing' | 'refused';

export class BookingActionError extends Error {
  constructor(
    readonly code: BookingActionErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'BookingActionError';
  }
}

/** The use case's value, or its BookingActionError as a typed refusal with the area's German text. */
export async function bookingResult<T>(run: Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, value: await run };
  } catch (error) {
    if (!(error instanceof BookingActionError)) throw error;
    switch (error.code) {
      case 'not-found':
        return notFound();
      case 'driver-not-found':
        return notFound(DRIVER_NOT_FOUND);
      case 'not-pending':
        return conflict(NOT_PENDING);
      case 'no-recipient':
        return conflict(NO_RECIPIENT);
      case 'invalid':
        return invalid({}, error.message);
      case 'refused':
        return conflict(error.message);
      case 'approval-missing':
        // The warning sits on the override field: the screen asks, then posts again with it set (issue 18).
        return conflict(error.message, { [APPROVAL_OVERRIDE_FIELD]: error.message });
    }
  }
}
