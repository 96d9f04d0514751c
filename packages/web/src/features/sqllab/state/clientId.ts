const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Superset's `query.client_id` column holds at most 11 characters. */
export const CLIENT_ID_LENGTH = 11;

/** A random id the client picks for each run, so it can stop the run before the server answers. */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CLIENT_ID_LENGTH));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
