import { randomBytes, randomUUID } from 'node:crypto';
import type { SqlLabPermalinkRequest } from '@loupe/core';
import { BadRequestError, NotFoundError, UnprocessableError } from '../../errors.js';
import type { Principal } from '../../security/routeAccess.js';
import type { KeyValueRepository } from './KeyValueRepository.js';

/** Superset's legacy KV store keeps SQL Lab share links under this resource. */
const APP_RESOURCE = 'app';
const SQLLAB_PERMALINK_RESOURCE = 'sqllab_permalink';

/** `kv:<id>`: a legacy share read through the permalink API. */
const LEGACY_KEY = /^kv:(\d{1,15})$/;

/** A legacy share's text as permalink state; shares are any text, so one that is no JSON object is refused. */
function legacyState(value: string | undefined): Record<string, unknown> {
  if (value === undefined) throw new NotFoundError();
  let state: unknown;
  try {
    state = JSON.parse(value);
  } catch {
    state = undefined;
  }
  if (state === null || typeof state !== 'object' || Array.isArray(state))
    throw new UnprocessableError('The shared value is not a SQL Lab query');
  return state as Record<string, unknown>;
}

/** An unguessable permalink key: 128 random bits, url-safe (never a sequential id). */
function newKey(): string {
  return randomBytes(16).toString('base64url');
}

/** Share links for SQL Lab: the legacy /kv/ store and /api/v1/sqllab/permalink. */
export class KeyValueService {
  constructor(private readonly kv: KeyValueRepository) {}

  /** POST /kv/store/: the form's `data` is kept as the text it is. */
  async store(data: unknown, principal: Principal): Promise<{ id: number }> {
    if (data === undefined || data === null || data === '')
      throw new BadRequestError({ data: ['Missing data for required field.'] });
    const value = typeof data === 'string' ? data : JSON.stringify(data);
    const id = await this.kv.insert(APP_RESOURCE, randomUUID(), value, principal.user.id);
    return { id };
  }

  async read(id: number): Promise<string> {
    const value = await this.kv.valueById(APP_RESOURCE, id);
    if (value === undefined) throw new NotFoundError();
    return value;
  }

  async createPermalink(
    state: SqlLabPermalinkRequest,
    principal: Principal,
  ): Promise<{ key: string; url: string }> {
    const key = newKey();
    await this.kv.insert(SQLLAB_PERMALINK_RESOURCE, key, JSON.stringify(state), principal.user.id);
    return { key, url: `/sqllab/p/${key}` };
  }

  /**
   * A permalink's state. `kv:<id>` names a legacy `/kv/` share instead, as Superset's permalink API
   * reads it: its SQL Lab opens old `/sqllab?id=<id>` links through this route.
   */
  async readPermalink(key: string): Promise<Record<string, unknown>> {
    const legacyId = LEGACY_KEY.exec(key)?.[1];
    if (legacyId !== undefined) return legacyState(await this.kv.valueById(APP_RESOURCE, Number(legacyId)));
    const value = await this.kv.valueByUuid(SQLLAB_PERMALINK_RESOURCE, key);
    if (value === undefined) throw new NotFoundError();
    return JSON.parse(value) as Record<string, unknown>;
  }
}
