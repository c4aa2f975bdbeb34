import { describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_MESSAGES, passwordChangeSchema } from './password-change-form';

function errorsOf(input: Record<string, string>): Record<string, string> {
  const parsed = passwordChangeSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('password change form', () => {
  it.each([
    [{ currentPassword: 'alt', newPassword: 'neu-neu-neu', repeatPassword: 'neu-neu-neu' }, {}],
    [
      {},
      { currentPassword: PASSWORD_CHANGE_MESSAGES.missingCurrent, newPassword: PASSWORD_CHANGE_MESSAGES.missingNew },
    ],
    [
      { currentPassword: '', newPassword: 'a', repeatPassword: 'b' },
      { currentPassword: PASSWORD_CHANGE_MESSAGES.missingCurrent, repeatPassword: PASSWORD_CHANGE_MESSAGES.mismatch },
    ],
    [
      { currentPassword: 'alt', newPassword: 'a', repeatPassword: '' },
      { repeatPassword: PASSWORD_CHANGE_MESSAGES.mismatch },
    ],
  ])('%j -> %j', (input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });
});
