import type * as Argon2 from '@node-rs/argon2';
import { lazyRequire } from '../platform/lazyRequire.js';

// The native addon loads at the first login or user creation, not at start-up.
const argon2 = lazyRequire<typeof Argon2>('@node-rs/argon2');

/** Argon2id with the library's defaults (19 MiB, 2 passes), as OWASP recommends. */
export function hashPassword(password: string): Promise<string> {
  return argon2().hash(password);
}

// Verifying against this when the user does not exist keeps the response time the same, so the
// timing of a failed login does not tell whether the username exists. It is made at the first
// password check of any kind rather than at start-up, which it would otherwise slow down.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  decoyHash ??= argon2().hash('loupe-decoy-password');
  if (!stored) {
    await argon2()
      .verify(await decoyHash, password)
      .catch(() => false);
    return false;
  }
  try {
    return await argon2().verify(stored, password);
  } catch {
    return false;
  }
}
