import { Redis } from 'ioredis';
import type { ResultsBackend } from './resultsBackend.js';

const KEY_PREFIX = 'loupe:sqllab:results:';

/** Engines may hand back bigint values; JSON has no such type, so they are kept exact as strings. */
function replacer(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}

/** Async results in Redis as JSON with a TTL, so any node can serve what another node's worker stored. */
export class RedisResultsBackend implements ResultsBackend {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly ttlMs: number,
    onError: (error: Error) => void,
  ) {
    this.redis = new Redis(url);
    this.redis.on('error', onError);
  }

  async set(key: string, payload: object): Promise<void> {
    await this.redis.set(KEY_PREFIX + key, JSON.stringify(payload, replacer), 'PX', this.ttlMs);
  }

  async get(key: string): Promise<object | undefined> {
    const raw = await this.redis.get(KEY_PREFIX + key);
    return raw === null ? undefined : (JSON.parse(raw) as object);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
