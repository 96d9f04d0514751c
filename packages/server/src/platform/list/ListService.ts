import {
  ownValue,
  hasPermission,
  parseListQuery,
  parseRelatedQuery,
  resolvePaging,
  type InfoResponse,
  type ListResponse,
  type RelatedQuery,
  type UserGrants,
} from '@loupe/core';
import type { Expression, SqlBool } from 'kysely';
import { BadRequestError, NotFoundError, UnprocessableError } from '../../errors.js';
import type { ListResourceDef } from './ListResource.js';
import { OPERATOR_LABELS } from './ListResource.js';
import type { ListRepository } from './ListRepository.js';

/** The wire shapes are core's (api/list.ts), so the route serialises exactly what the service builds. */
export type { InfoResponse, ListResponse };

const INFO_KEYS = [
  'permissions',
  'filters',
  'add_columns',
  'edit_columns',
  'add_title',
  'edit_title',
] as const;
const RELATED_PAGE_SIZE = 20;

/** Page bounds of related/distinct: never negative (PostgreSQL refuses a negative OFFSET or LIMIT). */
function relatedPaging(query: RelatedQuery): { offset: number; limit: number } {
  const { offset, limit } = resolvePaging({
    page: query.page,
    page_size: query.page_size ?? RELATED_PAGE_SIZE,
  });
  return { offset, limit: limit ?? RELATED_PAGE_SIZE };
}

/** The generic list API (contract §1), written once for every resource that plugs a definition in. */
export class ListService {
  constructor(private readonly repo: ListRepository) {}

  private labelOf(def: ListResourceDef, name: string): string {
    return ownValue(def.columns, name)?.label ?? ownValue(def.relations, name)?.label ?? name;
  }

  /** Requested columns: plain names, or dotted relation fields such as roles.name. */
  private selectedColumns(def: ListResourceDef, requested: readonly string[] | undefined): string[] {
    if (!requested?.length) return [...def.listColumns];
    const names = requested.map((c) => c.split('.')[0] as string);
    const unknown = names.filter((n) => !def.listColumns.includes(n) && n !== 'id');
    if (unknown.length) throw new BadRequestError(`Unknown columns: ${unknown.join(', ')}`);
    return [...new Set(names)];
  }

  async list(
    def: ListResourceDef,
    q: string | undefined,
    scope: readonly Expression<SqlBool>[] = [],
  ): Promise<ListResponse> {
    const query = parseListQuery(q);
    const columns = this.selectedColumns(def, query.columns);
    const orderColumn = query.order_column ?? def.defaultOrder[0];
    if (!def.orderColumns.includes(orderColumn))
      throw new BadRequestError(`Invalid order_column: ${orderColumn}`);
    const direction = query.order_direction ?? (query.order_column ? 'asc' : def.defaultOrder[1]);
    const { offset, limit } = resolvePaging(query, def.maxPageSize);
    const conditions = [...scope, ...this.repo.conditions(def, query.filters ?? [])];
    const page = await this.repo.page(def, {
      conditions,
      columns,
      order: [orderColumn, direction],
      offset,
      limit,
    });
    const label_columns: Record<string, string> = {};
    for (const c of columns) label_columns[c] = this.labelOf(def, c);
    const description_columns: Record<string, string> = {};
    for (const c of columns) {
      const description = ownValue(def.columns, c)?.description;
      if (description) description_columns[c] = description;
    }
    return {
      count: page.count,
      ids: page.rows.map((r) => r.id as number),
      result: page.rows,
      list_columns: columns,
      order_columns: [...def.orderColumns],
      label_columns,
      description_columns,
      list_title: def.listTitle,
    };
  }

  info(
    def: ListResourceDef,
    q: string | undefined,
    grants: UserGrants,
    viewPermissions: readonly string[],
  ): InfoResponse {
    const query = parseListQuery(q);
    const keys = query.keys?.length ? query.keys : INFO_KEYS;
    const info: InfoResponse = {};
    if (keys.includes('permissions')) {
      info.permissions = viewPermissions.filter((p) => hasPermission(grants, p, def.view));
    }
    if (keys.includes('filters')) {
      const filters: Record<string, { name: string; operator: string }[]> = Object.fromEntries(
        Object.entries(def.searchFilters).map(([col, ops]) => [
          col,
          ops.map((o) => ({ name: OPERATOR_LABELS[o], operator: o as string })),
        ]),
      );
      for (const [col, ops] of Object.entries(def.customFilters ?? {})) {
        for (const opr of Object.keys(ops)) (filters[col] ??= []).push({ name: opr, operator: opr });
      }
      info.filters = filters;
    }
    if (keys.includes('add_columns')) info.add_columns = [...def.addColumns];
    if (keys.includes('edit_columns')) info.edit_columns = [...def.editColumns];
    if (keys.includes('add_title')) info.add_title = `Add ${def.listTitle.replace(/^List /, '')}`;
    if (keys.includes('edit_title')) info.edit_title = `Edit ${def.listTitle.replace(/^List /, '')}`;
    return info;
  }

  async related(
    def: ListResourceDef,
    column: string,
    q: string | undefined,
    scope: readonly Expression<SqlBool>[] = [],
  ): Promise<{ count: number; result: { value: unknown; text: unknown; extra: Record<string, unknown> }[] }> {
    const rel = def.relatedColumns.includes(column) ? ownValue(def.relations, column) : undefined;
    if (!rel) throw new NotFoundError();
    const query = parseRelatedQuery(q);
    if (query.include_ids?.length && query.page) {
      throw new UnprocessableError('include_ids is not allowed with page');
    }
    const { offset, limit } = relatedPaging(query);
    const { count, rows } = await this.repo.related(rel, {
      filter: query.filter ?? '',
      offset,
      limit,
      includeIds: query.include_ids ?? [],
      scope,
    });
    return {
      count,
      result: rows.map((r) => {
        const extra: Record<string, unknown> = {};
        for (const f of rel.fields) if (f !== 'id' && f !== rel.textField) extra[f] = r[f];
        if ('active' in extra) extra.active = Boolean(extra.active);
        return { value: r.id, text: r.__text, extra };
      }),
    };
  }

  async distinct(
    def: ListResourceDef,
    column: string,
    q: string | undefined,
    scope: readonly Expression<SqlBool>[] = [],
  ): Promise<{ count: number; result: { text: unknown; value: unknown }[] }> {
    if (!def.distinctColumns.includes(column)) throw new NotFoundError();
    const query = parseRelatedQuery(q);
    const { offset, limit } = relatedPaging(query);
    const { count, values } = await this.repo.distinct(def, column, {
      filter: query.filter ?? '',
      offset,
      limit,
      scope,
    });
    return { count, result: values.map((v) => ({ text: v, value: v })) };
  }
}
