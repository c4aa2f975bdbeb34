// Password policy on the server (length and the common-password list) and one-time passwords.
import { randomInt } from 'node:crypto';
import { passwordProblem } from '#app/domain/staff-access/policy';
import { commonPasswords } from './common-passwords';

export function isCommonPassword(candidate: string): boolean {
  return commonPasswords.has(candidate.toLowerCase());
}

/** The German reason a new password is refused, or null. */
export function checkNewPassword(password: string): string | null {
  return passwordProblem(password, isCommonPassword);
}

// No 0/O, 1/l/I: the password is read off a screen or a terminal and typed in.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random one-time password of four groups (e.g. `k7Qm-x9Ta-…`), about 95 bits. */
export function generateOneTimePassword(): string {
  const groups: string[] = [];
  for (let g = 0; g < 4; g++) {
    let group = '';
    for (let i = 0; i < 4; i++) group += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}
