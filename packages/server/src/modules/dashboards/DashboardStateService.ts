import { createHash, randomBytes } from 'node:crypto';
import type { DashboardPermalinkRequest, DashboardPermalinkValue } from '@loupe/core';
import { ForbiddenError, NotFoundError } from '../../errors.js';
import type { Principal } from '../../security/routeAccess.js';
import type { ExploreStateRepository } from '../explore/ExploreStateRepository.js';
import type { PermalinkKeys } from '../explore/permalinkKey.js';
import type { DashboardService } from './DashboardService.js';
import {
  DASHBOARD_FILTER_STATE,
  DASHBOARD_FILTER_STATE_CTX,
  DASHBOARD_PERMALINK,
  dashboardStateValue,
} from './dashboardStateKeys.js';

export interface DashboardStateServiceDeps {
  reads: DashboardService;
  /** The key_value store explore keeps its form-data cache and permalinks in. */
  store: ExploreStateRepository;
  permalinkKeys: PermalinkKeys;
}

/** Superset's FILTER_STATE_CACHE_CONFIG default timeout: 90 days. */
const FILTER_STATE_TTL_MS = 90 * 24 * 3600 * 1000;
const expiry = (): string => new Date(Date.now() + FILTER_STATE_TTL_MS).toISOString();
/** Filter-state keys are random (Superset's random_key); 24 bytes fit key_value's uuid column. */
const newKey = (): string => randomBytes(24).toString('base64url');

const RESOURCE_NOT_FOUND = 'Resource was not found.';
const CACHE_ACCESS_DENIED = "You don't have permission to modify the value.";

interface FilterStateEntry {
  dashboardId: string;
  owner: number;
  value: string;
}

/** The uuid a state is stored under: sha256 of what identifies it, cut to key_value's 36 characters. */
const digest = (parts: unknown): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 36);

/**
 * A dashboard's shareable state in the metadata store (so every node sees it): permalinks
 * (Superset's CreateDashboardPermalinkCommand) and the per-tab native-filter state (its
 * dashboard filter_state TemporaryCache). Both need the dashboard visible to the caller.
 */
export class DashboardStateService {
  constructor(private readonly deps: DashboardStateServiceDeps) {}

  /** The dashboard, or the TemporaryCache's 404 wording when the caller may not see it. */
  private async dashboardId(pk: number, principal: Principal): Promise<number> {
    try {
      return (await this.deps.reads.visibleRow(String(pk), principal)).id;
    } catch (e) {
      if (e instanceof NotFoundError) throw new NotFoundError(RESOURCE_NOT_FOUND);
      throw e;
    }
  }

  /**
   * POST /<pk>/permalink: the same user sharing the same state of a dashboard gets the same key
   * (Superset's deterministic uuid over user and value). `url` is absolute, as Superset's url_for.
   */
  async createPermalink(
    idOrSlug: string,
    state: DashboardPermalinkRequest,
    principal: Principal,
    origin: string,
  ): Promise<{ key: string; url: string }> {
    const { id } = await this.deps.reads.visibleRow(idOrSlug, principal);
    const value = dashboardStateValue(id, { state });
    const uuid = digest([principal.user.id, value]);
    const { store, permalinkKeys } = this.deps;
    const existing = await store.find(DASHBOARD_PERMALINK, uuid);
    const rowId =
      existing?.id ?? (await store.insert(DASHBOARD_PERMALINK, uuid, value, principal.user.id, null));
    const key = permalinkKeys.encode(rowId);
    return { key, url: `${origin}/superset/dashboard/p/${key}/` };
  }

  /** GET /api/v1/dashboard/permalink/<key>: 404 for an unknown key or a dashboard the caller may not see. */
  async readPermalink(key: string, principal: Principal): Promise<DashboardPermalinkValue> {
    const rowId = this.deps.permalinkKeys.decode(key);
    const entry =
      rowId === undefined ? undefined : await this.deps.store.findById(DASHBOARD_PERMALINK, rowId);
    if (!entry) throw new NotFoundError();
    const value = JSON.parse(entry.value) as DashboardPermalinkValue;
    await this.deps.reads.visibleRow(value.dashboardId, principal);
    return value;
  }

  /** The key last written from this tab of this dashboard by this user, or a new one (no tab: always new). */
  private async keyFor(
    dashboardId: number,
    tabId: number | undefined,
    principal: Principal,
  ): Promise<string> {
    const { store } = this.deps;
    const contextKey = digest([principal.user.id, tabId ?? null, dashboardId]);
    const previous = tabId ? await store.find(DASHBOARD_FILTER_STATE_CTX, contextKey) : undefined;
    const key = previous ? (JSON.parse(previous.value) as { key: string }).key : newKey();
    await store.put(
      DASHBOARD_FILTER_STATE_CTX,
      contextKey,
      dashboardStateValue(dashboardId, { key }),
      principal.user.id,
      expiry(),
    );
    return key;
  }

  private stateUuid = (dashboardId: number, key: string): string => digest([dashboardId, key]);

  private async entry(dashboardId: number, key: string): Promise<FilterStateEntry | undefined> {
    const found = await this.deps.store.find(DASHBOARD_FILTER_STATE, this.stateUuid(dashboardId, key));
    return found ? (JSON.parse(found.value) as FilterStateEntry) : undefined;
  }

  private async write(dashboardId: number, key: string, value: string, principal: Principal): Promise<void> {
    const entry = dashboardStateValue(dashboardId, { owner: principal.user.id, value });
    await this.deps.store.put(
      DASHBOARD_FILTER_STATE,
      this.stateUuid(dashboardId, key),
      entry,
      principal.user.id,
      expiry(),
    );
  }

  /** POST /<pk>/filter_state?tab_id=: 201 with the key (the tab's previous one when it had one). */
  async createFilterState(
    pk: number,
    value: string,
    tabId: number | undefined,
    principal: Principal,
  ): Promise<string> {
    const dashboardId = await this.dashboardId(pk, principal);
    await this.deps.store.purgeExpired(DASHBOARD_FILTER_STATE);
    const key = await this.keyFor(dashboardId, tabId, principal);
    await this.write(dashboardId, key, value, principal);
    return key;
  }

  /**
   * PUT /<pk>/filter_state/<key>: another user's entry is 403; the answer is the key to use from now
   * on (a new one when the tab changed). An unknown key is answered with itself and nothing stored,
   * as Superset's UpdateFilterStateCommand.
   */
  async updateFilterState(
    pk: number,
    key: string,
    value: string,
    tabId: number | undefined,
    principal: Principal,
  ): Promise<string> {
    const dashboardId = await this.dashboardId(pk, principal);
    const entry = await this.entry(dashboardId, key);
    if (!entry) return key;
    if (entry.owner !== principal.user.id) throw new ForbiddenError(CACHE_ACCESS_DENIED);
    const newKey = await this.keyFor(dashboardId, tabId, principal);
    await this.write(dashboardId, newKey, value, principal);
    return newKey;
  }

  /** GET /<pk>/filter_state/<key>: the value; reading pushes the expiry back 90 days. */
  async readFilterState(pk: number, key: string, principal: Principal): Promise<string> {
    const dashboardId = await this.dashboardId(pk, principal);
    const entry = await this.entry(dashboardId, key);
    if (!entry) throw new NotFoundError();
    await this.deps.store.touch(DASHBOARD_FILTER_STATE, this.stateUuid(dashboardId, key), expiry());
    return entry.value;
  }

  async deleteFilterState(pk: number, key: string, principal: Principal): Promise<void> {
    const dashboardId = await this.dashboardId(pk, principal);
    const entry = await this.entry(dashboardId, key);
    if (!entry) throw new NotFoundError();
    if (entry.owner !== principal.user.id) throw new ForbiddenError(CACHE_ACCESS_DENIED);
    await this.deps.store.delete(DASHBOARD_FILTER_STATE, this.stateUuid(dashboardId, key));
  }
}
