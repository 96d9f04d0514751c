import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the library's defaults (19 MiB, 2 passes), as OWASP recommends. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verifying against this when the user does not exist keeps the response time the same, so the
// timing of a failed login does not tell whether the username exists.
const DECOY_HASH = hash('loupe-decoy-password');

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await DECOY_HASH, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
