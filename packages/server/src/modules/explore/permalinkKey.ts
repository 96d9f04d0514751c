import { createHmac, timingSafeEqual } from 'node:crypto';

const MAC_LENGTH = 11;

/**
 * Superset's permalink keys encode the key_value row id (hashids with a secret salt) instead of
 * naming it. Here the id in base 36 follows an 11-character HMAC of it under the secret key, so a
 * key decodes back to its row but no one can forge the key of another id.
 */
export class PermalinkKeys {
  constructor(
    private readonly secret: string,
    private readonly resource: string,
  ) {}

  private mac(id: number): string {
    return createHmac('sha256', this.secret)
      .update(`${this.resource}:${id}`)
      .digest('base64url')
      .slice(0, MAC_LENGTH);
  }

  encode(id: number): string {
    return `${this.mac(id)}${id.toString(36)}`;
  }

  /** The row id of a key, or undefined for a key this server did not make. */
  decode(key: string): number | undefined {
    const idPart = key.slice(MAC_LENGTH);
    if (!/^[0-9a-z]{1,11}$/.test(idPart)) return undefined;
    const id = parseInt(idPart, 36);
    if (!Number.isSafeInteger(id) || id < 1) return undefined;
    const expected = Buffer.from(this.mac(id));
    const given = Buffer.from(key.slice(0, MAC_LENGTH));
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
  }
}
