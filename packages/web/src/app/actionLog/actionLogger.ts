/** Superset's batching of log events (spec 001 §9): at most this many per request... */
export const MAX_BATCH_EVENTS = 1024;
/** ...sent at the latest this long after the first one was queued. */
export const FLUSH_DELAY_MS = 1000;

export const LOG_ENDPOINT = '/superset/log/';

/** Where an event happened, as Superset's logger names it. */
export type LogSource = 'dashboard' | 'explore' | 'sqlLab';

/** One event in Superset's v2 shape, as the server stores it in `logs.json`. */
export interface LogEvent {
  ts: number;
  event_name: string;
  event_type: 'user' | 'timing';
  event_id: string;
  impression_id: string;
  version: 'v2';
  source?: LogSource;
  source_id?: number;
  [key: string]: unknown;
}

/** Sends one batch to `url`; the default uses sendBeacon and falls back to a POST. */
export type LogTransport = (url: string, body: URLSearchParams) => void;

/** Events that measure how long something took (Superset's LOG_EVENT_TYPE_TIMING). */
const TIMING_EVENTS = new Set(['mount_dashboard', 'mount_explorer', 'load_chart', 'render_chart']);

/** A short random id (Superset uses nanoid; crypto keeps it dependency-free). */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
}

/**
 * The request URL of a batch: `?explode=events` and the page's dashboard or chart, which the
 * server stores on every row of the batch (Superset's `dashboard_id` / `slice_id` parameters).
 */
function endpointFor(source: LogSource | undefined, sourceId: number | undefined): string {
  let url = `${LOG_ENDPOINT}?explode=events`;
  if (sourceId !== undefined && source === 'dashboard') url += `&dashboard_id=${sourceId}`;
  if (sourceId !== undefined && source === 'explore') url += `&slice_id=${sourceId}`;
  return url;
}

/** sendBeacon survives the page closing; without it (or when it refuses), a keepalive POST. */
export const beaconTransport: LogTransport = (url, body) => {
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(url, body)) return;
  }
  void fetch(url, { method: 'POST', body, credentials: 'include', keepalive: true }).catch(() => {
    // Logging never disturbs the user: a lost batch is only lost activity.
  });
};

export interface ActionLoggerOptions {
  transport?: LogTransport;
  now?: () => number;
}

/** Queues events and sends them in batches: when 1024 are waiting, or 1 s after the first. */
export class ActionLogger {
  private queue: LogEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly transport: LogTransport;
  private readonly now: () => number;
  /** One id per page load, shared by its events (Superset's impression id). */
  readonly impressionId = randomId();

  constructor(options: ActionLoggerOptions = {}) {
    this.transport = options.transport ?? beaconTransport;
    this.now = options.now ?? Date.now;
  }

  log(eventName: string, payload: Record<string, unknown> = {}): LogEvent {
    const event: LogEvent = {
      ts: this.now(),
      event_name: eventName,
      event_type: TIMING_EVENTS.has(eventName) || typeof payload.duration === 'number' ? 'timing' : 'user',
      event_id: randomId(),
      impression_id: this.impressionId,
      version: 'v2',
      ...payload,
    };
    this.queue.push(event);
    if (this.queue.length >= MAX_BATCH_EVENTS) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), FLUSH_DELAY_MS);
    return event;
  }

  /** Sends everything queued now, one request per page the events come from. */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const events = this.queue;
    this.queue = [];
    const groups = new Map<string, LogEvent[]>();
    for (const event of events) {
      const url = endpointFor(event.source, event.source_id);
      const group = groups.get(url);
      if (group) group.push(event);
      else groups.set(url, [event]);
    }
    for (const [url, group] of groups) {
      for (let i = 0; i < group.length; i += MAX_BATCH_EVENTS) {
        const batch = group.slice(i, i + MAX_BATCH_EVENTS);
        this.transport(url, new URLSearchParams({ events: JSON.stringify(batch) }));
      }
    }
  }

  get pending(): number {
    return this.queue.length;
  }
}
