import { decodeRison, humanizeDelta, isRecord, RisonError, resolvePaging } from '@loupe/core';
import { sql, type Expression, type SqlBool } from 'kysely';
import { BadRequestError, NotFoundError } from '../../errors.js';
import type { ListService } from '../../platform/list/ListService.js';
import { nowIso } from '../../platform/metadata/schema.js';
import type { Principal } from '../../security/routeAccess.js';
import { dashboardUrl } from '../dashboards/dashboardFields.js';
import { LOG_LIST } from './logList.js';
import { readEvents, toId, toLogRecords } from './logEvents.js';
import type { LogRepository } from './LogRepository.js';
import type { RecentActivityItem } from './logSchemas.js';

type Scope = (principal: Principal) => Promise<readonly Expression<SqlBool>[]>;

export interface LogServiceDeps {
  logs: LogRepository;
  lists: ListService;
  /** The dashboards the caller may see (DashboardAccessFilter), as conditions on `dashboards`. */
  dashboardScope: Scope;
  /** The charts the caller may see (ChartFilter), as conditions on `slices`. */
  chartScope: Scope;
}

/** What a log request carries besides its events. */
export interface LogRequest {
  events: unknown;
  dashboardId?: string;
  sliceId?: string;
  referrer?: string;
}

/** Superset's API default: views of charts and dashboards. */
const DEFAULT_ACTIONS = ['explore', 'dashboard'];
const ACTION_NAME = /^[A-Za-z0-9_]{1,64}$/;
const MAX_ACTIONS = 20;
const RECENT_PAGE_SIZE = 20;
const YEAR_MS = 365 * 24 * 3600 * 1000;

interface ActivityArgs {
  page: number;
  page_size: number;
  actions: string[];
  distinct: boolean;
}

/** The rison `q` of recent_activity (Superset's get_recent_activity_schema), checked field by field. */
function parseActivityQuery(q: string | undefined): ActivityArgs {
  const raw = decodeRison(q) ?? {};
  if (!isRecord(raw)) throw new RisonError();
  const int = (name: string, fallback: number): number => {
    const v = raw[name];
    if (v === undefined) return fallback;
    if (typeof v !== 'number' || !Number.isInteger(v))
      throw new BadRequestError({ [name]: ['Not a valid integer.'] });
    return v;
  };
  const actions = raw.actions ?? DEFAULT_ACTIONS;
  if (
    !Array.isArray(actions) ||
    actions.length > MAX_ACTIONS ||
    !actions.every((a) => typeof a === 'string' && ACTION_NAME.test(a))
  )
    throw new BadRequestError({ actions: ['Must be a list of action names.'] });
  const distinct = raw.distinct ?? true;
  if (typeof distinct !== 'boolean') throw new BadRequestError({ distinct: ['Not a valid boolean.'] });
  return {
    page: int('page', 0),
    page_size: int('page_size', RECENT_PAGE_SIZE),
    actions: actions.length ? (actions as string[]) : DEFAULT_ACTIONS,
    distinct,
  };
}

/** The action log: events the web app sends, the caller's recent activity, and the admins' list. */
export class LogService {
  constructor(private readonly deps: LogServiceDeps) {}

  /** Stores one row per event for the caller (Superset's `/superset/log/?explode=events`). */
  async record(request: LogRequest, principal: Principal): Promise<void> {
    const events = readEvents(request.events);
    const records = toLogRecords(events, {
      userId: principal.user.id,
      dashboardId: toId(request.dashboardId),
      sliceId: toId(request.sliceId),
      referrer: request.referrer ?? null,
      now: nowIso(),
    });
    await this.deps.logs.insert(records);
  }

  async recentActivity(q: string | undefined, principal: Principal): Promise<RecentActivityItem[]> {
    const args = parseActivityQuery(q);
    const { offset, limit } = resolvePaging(args);
    const now = new Date();
    const rows = await this.deps.logs.recentActivity({
      userId: principal.user.id,
      actions: args.actions,
      distinct: args.distinct,
      // Superset looks back one year for the distinct list, to keep the grouping cheap.
      since: new Date(now.getTime() - YEAR_MS).toISOString(),
      offset,
      limit: limit ?? RECENT_PAGE_SIZE,
      dashboardScope: await this.deps.dashboardScope(principal),
      chartScope: await this.deps.chartScope(principal),
    });
    return rows.map((row) => {
      const isDashboard = row.dashboard_id !== null;
      return {
        action: row.action,
        item_type: isDashboard ? 'dashboard' : 'slice',
        item_url: isDashboard
          ? dashboardUrl(row.dashboard_id as number, row.dashboard_slug)
          : `/explore/?slice_id=${String(row.slice_id)}`,
        item_title: (isDashboard ? row.dashboard_title : row.slice_name) ?? '',
        time: Date.parse(row.dttm),
        time_delta_humanized: humanizeDelta(row.dttm, now) ?? '',
      };
    });
  }

  /** `GET /api/v1/log/<pk>` through the list machinery, so it shows what the list shows. */
  async show(id: number) {
    const page = await this.deps.lists.list(LOG_LIST, undefined, [sql<SqlBool>`logs.id = ${id}`]);
    const result = page.result[0];
    if (!result) throw new NotFoundError();
    return {
      id,
      result,
      show_columns: page.list_columns,
      label_columns: page.label_columns,
      description_columns: page.description_columns,
      show_title: 'Show Log',
    };
  }
}
