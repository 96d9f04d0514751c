import { isRecord } from '@loupe/core';
import { BadRequestError } from '../../errors.js';
import { parseJsonText } from '../../platform/jsonText.js';

/** Superset's frontend flushes at most this many events at once (spec 001 §9); more is refused. */
export const MAX_EVENTS_PER_REQUEST = 1024;
/** Largest body `POST /superset/log/` reads: a full batch of ordinary events fits with room to spare. */
export const LOG_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

const MAX_ID = 2 ** 31 - 1;
const MAX_REFERRER = 1024;

/**
 * The page views recent activity lists. Superset records `dashboard` and `explore` rows when its
 * server renders those pages; a single-page app never requests them from the server, so the
 * client's mount events stand in for them and are stored under the same actions.
 */
const PAGE_VIEW_ACTIONS: Readonly<Record<string, string>> = {
  mount_dashboard: 'dashboard',
  mount_explorer: 'explore',
};

/** One `logs` row to insert. */
export interface LogRecord {
  action: string;
  user_id: number;
  dashboard_id: number | null;
  slice_id: number | null;
  json: string;
  dttm: string;
  duration_ms: number | null;
  referrer: string | null;
}

/** Where the request says the events come from (`?dashboard_id=` / `?slice_id=`), and who sent them. */
export interface LogContext {
  userId: number;
  dashboardId: number | null;
  sliceId: number | null;
  referrer: string | null;
  now: string;
}

/** A positive database id from a query value or an event field, else null. */
export function toId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= MAX_ID ? n : null;
}

function invalid(message: string): BadRequestError {
  return new BadRequestError({ events: [message] });
}

/**
 * The events of a log request: the `events` field (a JSON string, as the form Superset's
 * frontend beacons sends it, or already a list in a JSON body). Each must be an object.
 */
export function readEvents(field: unknown): Record<string, unknown>[] {
  if (field === undefined || field === null || field === '')
    throw invalid('Missing data for required field.');
  let value: unknown = field;
  if (typeof field === 'string') {
    try {
      value = parseJsonText(field);
    } catch {
      throw invalid('Field cannot be decoded by JSON.');
    }
  }
  if (!Array.isArray(value)) throw invalid('Must be a list of events.');
  if (value.length > MAX_EVENTS_PER_REQUEST)
    throw invalid(`At most ${MAX_EVENTS_PER_REQUEST} events may be sent at once.`);
  if (!value.every(isRecord)) throw invalid('Each event must be an object.');
  return value;
}

function eventDuration(event: Record<string, unknown>): number | null {
  const raw = event.duration_ms ?? event.duration;
  return typeof raw === 'number' && Number.isFinite(raw) && raw >= 0 && raw <= MAX_ID
    ? Math.round(raw)
    : null;
}

/** The dashboard or chart an event is about: the request's ids first, then the event's own source. */
function subjectIds(
  event: Record<string, unknown>,
  ctx: LogContext,
): { dashboard: number | null; slice: number | null } {
  const sourceId = toId(event.source_id);
  const dashboard =
    ctx.dashboardId ?? (event.source === 'dashboard' ? sourceId : null) ?? toId(event.dashboard_id);
  const fromSource = event.source === 'explore' || event.source === 'slice' ? sourceId : null;
  const slice = ctx.sliceId ?? toId(event.slice_id) ?? fromSource;
  return { dashboard, slice };
}

/** One `logs` row per event, as Superset's DBEventLogger writes them (json = the event itself). */
export function toLogRecords(events: readonly Record<string, unknown>[], ctx: LogContext): LogRecord[] {
  const referrer = ctx.referrer ? ctx.referrer.slice(0, MAX_REFERRER) : null;
  return events.map((event) => {
    const name = typeof event.event_name === 'string' ? event.event_name : '';
    const ids = subjectIds(event, ctx);
    return {
      action: Object.hasOwn(PAGE_VIEW_ACTIONS, name) ? (PAGE_VIEW_ACTIONS[name] as string) : 'log',
      user_id: ctx.userId,
      dashboard_id: ids.dashboard,
      // A dashboard's view is about the dashboard; a chart id on it would make it a chart's view.
      slice_id: name === 'mount_dashboard' ? null : ids.slice,
      json: JSON.stringify(event),
      dttm: ctx.now,
      duration_ms: eventDuration(event),
      referrer,
    };
  });
}
