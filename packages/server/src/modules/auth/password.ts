import crypto from 'node:crypto';
import argon2 from 'argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { serverMessages } from '@tessera/contracts';
import { fieldError } from '../../http/errors.js';

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** A hash of a random password: unknown user names are verified against it, costing the same work. */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(crypto.randomBytes(24).toString('base64url'));
  return dummy;
}

// zxcvbn-ts's list of the most used passwords (lower case), kept as a set for one lookup per check.
const commonPasswords = new Set(dictionary['passwords-common']);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** Refuses a new password found in the common list, naming the field it came in. */
export function assertUncommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw fieldError(field, serverMessages.commonPassword);
}
