// Typed failures of the back office's booking use cases. Routes map the code to SPEC.md's toast texts.

export type BookingActionErrorCode =
  | 'not-found'
  | 'not-pending'
  | 'invalid'
  | 'no-recipient'
  | 'driver-not-found';

export class BookingActionError extends Error {
  constructor(
    readonly code: BookingActionErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'BookingActionError';
  }
}
