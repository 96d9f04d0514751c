import { createHash } from 'node:crypto';

import {
  DTTM_ALIAS,
  getColumnLabel,
  getMetricLabel,
  isAdhocColumn,
  isAdhocMetricSimple,
  isAdhocMetricSQL,
  type AdhocColumn,
  type AdhocMetric,
  type QueryFormColumn,
  type QueryFormMetric,
} from '@loupe/core';

import type { EngineSpec, GenericType } from '../../engines/EngineSpec.js';
import { assertReadOnlyQuery } from '../virtualSql.js';
import { parseTemplateParams, renderSqlTemplate, TemplateError } from '../templating.js';
import { QueryObjectValidationError } from './errors.js';
import { filterSql, timeFilter, type FilterTarget } from './filters.js';
import { validateFragment, type FragmentKind } from './fragments.js';
import { applyTimeGrain } from './temporal.js';
import type { CompiledQuery, CompileQueryInput, CompilerColumn, CompilerDataset } from './types.js';

export const VIRTUAL_TABLE_ALIAS = 'virtual_table';
export const SERIES_LIMIT_SUBQ_ALIAS = 'series_limit';

/** One output expression: SQL and the label it is selected as. */
interface Selected {
  sql: string;
  label: string;
}

/** One ORDER BY item: its expression, the label it has when selected, its direction. */
interface OrderItem {
  sql: string;
  name: string;
  ascending: boolean;
}

const AGGREGATES: Readonly<Record<string, (sql: string) => string>> = {
  AVG: (sql) => `AVG(${sql})`,
  COUNT: (sql) => `COUNT(${sql})`,
  COUNT_DISTINCT: (sql) => `COUNT(DISTINCT ${sql})`,
  MAX: (sql) => `MAX(${sql})`,
  MIN: (sql) => `MIN(${sql})`,
  SUM: (sql) => `SUM(${sql})`,
};

function pyList(items: readonly string[]): string {
  return `[${items.map((item) => `'${item.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`).join(', ')}]`;
}

function isTruthyFlag(value: boolean | number | null | undefined): boolean {
  return value === true || (typeof value === 'number' && value !== 0);
}

/** Compiles one query object; all state of one compilation lives here. */
class Compilation {
  private readonly spec: EngineSpec;
  private readonly dataset: CompilerDataset;
  private readonly columnsByName: Map<string, CompilerColumn>;
  private readonly metricsByName: Map<string, string>;
  private readonly params: Record<string, unknown>;

  constructor(
    private readonly input: CompileQueryInput,
    params: Record<string, unknown>,
  ) {
    this.spec = input.spec;
    this.dataset = input.dataset;
    this.columnsByName = new Map(input.dataset.columns.map((c) => [c.column_name, c]));
    this.metricsByName = new Map(input.dataset.metrics.map((m) => [m.metric_name, m.expression]));
    this.params = params;
  }

  columnsByNameGet(name: string): CompilerColumn | undefined {
    return this.columnsByName.get(name);
  }

  hasMetric(name: string): boolean {
    return this.metricsByName.has(name);
  }

  q(name: string): string {
    return this.spec.quoteIdentifier(name);
  }

  async render(text: string): Promise<string> {
    try {
      return await renderSqlTemplate(text, this.params);
    } catch (e) {
      if (e instanceof TemplateError) throw new QueryObjectValidationError(e.message);
      throw e;
    }
  }

  /** A user or stored SQL fragment: templated, validated, parenthesized (a trailing comment stays inside). */
  async fragment(text: string, kind: FragmentKind = 'expression'): Promise<string> {
    const rendered = await this.render(text);
    return `(${validateFragment(rendered, this.spec.engine, kind)}\n)`;
  }

  async columnSql(column: CompilerColumn): Promise<string> {
    return column.expression && column.expression.trim()
      ? this.fragment(column.expression)
      : this.q(column.column_name);
  }

  genericOf(column: CompilerColumn | null): GenericType {
    if (!column) return 'string';
    if (isTruthyFlag(column.is_dttm)) return 'temporal';
    return (column.type && this.spec.genericType(column.type)) || 'string';
  }

  async metricSql(metric: QueryFormMetric): Promise<Selected> {
    if (typeof metric === 'string') {
      const expression = this.metricsByName.get(metric);
      if (expression === undefined) throw new QueryObjectValidationError(`Metric '${metric}' does not exist`);
      return { sql: await this.fragment(expression), label: metric };
    }
    const label = getMetricLabel(metric);
    if (isAdhocMetricSimple(metric)) {
      const aggregateName: unknown = metric.aggregate;
      const aggregate =
        typeof aggregateName === 'string' && Object.hasOwn(AGGREGATES, aggregateName)
          ? AGGREGATES[aggregateName]
          : undefined;
      if (!aggregate) throw new QueryObjectValidationError('Adhoc metric aggregate is invalid');
      const name = (metric.column as { column_name?: string } | undefined)?.column_name ?? '';
      const column = this.columnsByName.get(name);
      return { sql: aggregate(column ? await this.columnSql(column) : this.q(name)), label };
    }
    if (isAdhocMetricSQL(metric)) {
      const expression: unknown = metric.sqlExpression;
      if (typeof expression !== 'string' || !expression.trim()) {
        throw new QueryObjectValidationError('Adhoc metric SQL expression is invalid');
      }
      return { sql: await this.fragment(expression), label };
    }
    throw new QueryObjectValidationError('Adhoc metric expressionType is invalid');
  }

  /** An adhoc column: a dataset column when its expression names one, with the x-axis time grain. */
  async adhocColumn(column: AdhocColumn): Promise<Selected & { column: CompilerColumn | null }> {
    const label = getColumnLabel(column);
    const expression = await this.render(column.sqlExpression);
    const known = this.columnsByName.get(expression) ?? null;
    const sql = known ? await this.columnSql(known) : `(${validateFragment(expression, this.spec.engine)}\n)`;
    const grain = column.columnType === 'BASE_AXIS' ? column.timeGrain : undefined;
    // Superset probes an unknown expression's type; here the grain applies unless the column is known
    // not to be temporal.
    if (grain && (!known || this.genericOf(known) === 'temporal')) {
      return { sql: applyTimeGrain(sql, grain, this.spec, known), label, column: known };
    }
    return { sql, label, column: known };
  }

  async fromClause(): Promise<string> {
    const { dataset } = this;
    if (!dataset.sql || !dataset.sql.trim()) {
      const table = this.q(dataset.table_name);
      return dataset.schema ? `${this.q(dataset.schema)}.${table}` : table;
    }
    let sql = dataset.sql.replace(/^[\t\r\n; ]+|[\t\r\n; ]+$/g, '');
    try {
      sql = (await renderSqlTemplate(sql, this.params)).replace(/^[\t\r\n; ]+|[\t\r\n; ]+$/g, '');
    } catch (e) {
      if (e instanceof TemplateError) {
        throw new QueryObjectValidationError(`Error while rendering virtual dataset query: ${e.message}`);
      }
      throw e;
    }
    await assertReadOnlyQuery(sql, this.spec.engine);
    return `(\n${sql}\n) AS ${VIRTUAL_TABLE_ALIAS}`;
  }
}

/** Superset's check before a query runs: physical columns and simple metrics' columns must exist. */
function checkColumnsExist(input: CompileQueryInput): void {
  const names = new Set(input.dataset.columns.map((c) => c.column_name));
  const wanted: string[] = [];
  for (const column of input.query.columns ?? []) if (typeof column === 'string') wanted.push(column);
  for (const metric of input.query.metrics ?? []) {
    if (isAdhocMetricSimple(metric)) {
      const name = (metric.column as { column_name?: string } | undefined)?.column_name;
      if (name) wanted.push(name);
    }
  }
  const missing = wanted.filter((name) => !names.has(name) && name !== DTTM_ALIAS);
  if (missing.length > 0) {
    throw new QueryObjectValidationError(`Columns missing in dataset: ${pyList(missing)}`);
  }
}

/** A limit or offset spliced into SQL: a non-negative integer, 0 when absent. */
function nonNegativeInteger(value: unknown, field: string): number {
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new QueryObjectValidationError(`${field} must be a non-negative integer`);
  }
  return value;
}

/** The alias a label is selected as: itself, or its md5 when longer than the engine keeps. */
export function columnAlias(label: string, spec: EngineSpec): string {
  const max = spec.maxColumnNameLength;
  if (max === null || Buffer.byteLength(label, 'utf8') <= max) return label;
  return createHash('md5').update(label).digest('hex').slice(0, max);
}

function templateParams(input: CompileQueryInput): Record<string, unknown> {
  const { query, dataset } = input;
  let datasetParams: Record<string, unknown>;
  try {
    datasetParams = parseTemplateParams(dataset.template_params);
  } catch (e) {
    throw new QueryObjectValidationError((e as Error).message);
  }
  // What Superset's get_sqla_query passes to the template processor, then the dataset's own
  // parameters, then the request's.
  return {
    columns: query.columns ?? [],
    groupby: query.columns ?? [],
    metrics: query.metrics ?? [],
    row_limit: query.row_limit ?? null,
    row_offset: query.row_offset ?? null,
    time_column: query.granularity ?? null,
    time_grain: query.extras?.time_grain_sqla ?? null,
    table_columns: dataset.columns.map((c) => c.column_name),
    filter: query.filters ?? [],
    ...datasetParams,
    ...(input.templateContext ?? {}),
  };
}

/**
 * A QueryObject as one SELECT on the dataset through its engine spec, after Superset's
 * ExploreMixin.get_sqla_query: metrics, columns and the time-grained x-axis, filters and extras,
 * series limit as a join to the top-N series, order, limit and offset. Identifiers are quoted by the
 * spec, values rendered by its literal function, user SQL validated as single expressions.
 */
export async function compileQuery(input: CompileQueryInput): Promise<CompiledQuery> {
  const { query, dataset, spec } = input;
  checkColumnsExist(input);
  const c = new Compilation(input, templateParams(input));
  // Labels are user text: one too long for the engine becomes its md5 (Superset's _truncate_label);
  // the caller renames result columns by position to `labels`.
  const alias = (label: string): string => columnAlias(label, spec);
  const q = (name: string): string => c.q(name);
  const qa = (label: string): string => c.q(alias(label));

  const extras = query.extras ?? {};
  const timeGrain = typeof extras.time_grain_sqla === 'string' ? extras.time_grain_sqla : null;
  const isTimeseries = query.is_timeseries === true;
  const dttmNames = new Set(
    dataset.columns.filter((col) => isTruthyFlag(col.is_dttm)).map((col) => col.column_name),
  );
  let granularity = query.granularity || null;
  if (granularity && !dttmNames.has(granularity)) granularity = dataset.main_dttm_col || null;

  const metrics = query.metrics ?? null;
  const rawColumns = query.columns ?? [];
  if (!granularity && isTimeseries) {
    throw new QueryObjectValidationError(
      'Datetime column not provided as part table configuration and is required by this type of chart',
    );
  }
  if ((metrics ?? []).length === 0 && rawColumns.length === 0) {
    throw new QueryObjectValidationError('Empty query?');
  }

  const seriesLabels = new Set((query.series_columns ?? []).map((col) => getColumnLabel(col)));
  let needGroupby = metrics !== null;

  const metricExprs: Selected[] = [];
  for (const metric of metrics ?? []) metricExprs.push(await c.metricSql(metric));
  const mainMetric: Selected = metricExprs[0] ?? { sql: 'COUNT(*)', label: 'ccount' };

  const adhocByLabel = new Map<string, AdhocColumn>();
  for (const col of rawColumns) if (isAdhocColumn(col) && col.label) adhocByLabel.set(col.label, col);

  // Order by first: an ordering metric makes the query grouped.
  const orderExprs: OrderItem[] = [];
  for (const [orig, ascending] of query.orderby ?? []) {
    let expr: Selected | null = null;
    if (typeof orig === 'object' && orig !== null && 'expressionType' in orig && !isAdhocColumn(orig)) {
      expr = await c.metricSql(orig as AdhocMetric);
      needGroupby = true;
    } else if (typeof orig === 'object' && orig !== null && isAdhocColumn(orig)) {
      expr = await c.adhocColumn(orig);
    } else if (typeof orig === 'string') {
      const selectedMetric = metricExprs.find((m) => m.label === orig);
      const column = c.columnsByNameGet(orig);
      if (selectedMetric) {
        expr = selectedMetric;
        needGroupby = true;
      } else if (adhocByLabel.has(orig)) {
        expr = await c.adhocColumn(adhocByLabel.get(orig)!);
      } else if (c.hasMetric(orig)) {
        expr = await c.metricSql(orig);
        needGroupby = true;
      } else if (column) {
        expr = { sql: await c.columnSql(column), label: orig };
      }
    }
    if (!expr) {
      const shown = typeof orig === 'string' ? orig : JSON.stringify(orig);
      throw new QueryObjectValidationError(`Unknown column used in orderby: ${shown}`);
    }
    orderExprs.push({ sql: expr.sql, name: expr.label, ascending });
  }

  let selectExprs: Selected[] = [];
  const groupbyAll = new Map<string, string>();
  const groupbySeries = new Map<string, string>();
  const columns = rawColumns.filter((col) => col !== DTTM_ALIAS);
  const dttmColumn = granularity ? (c.columnsByNameGet(granularity) ?? null) : null;
  let finalMetrics = metricExprs;

  if (needGroupby || columns.length > 0) {
    for (const selected of columns) {
      let out: Selected;
      if (typeof selected === 'string') {
        const column = c.columnsByNameGet(selected)!;
        const sql = await c.columnSql(column);
        out = {
          sql: needGroupby && selected === granularity ? applyTimeGrain(sql, timeGrain, spec, column) : sql,
          label: selected,
        };
      } else if (isAdhocColumn(selected)) {
        out = await c.adhocColumn(selected);
      } else {
        throw new QueryObjectValidationError(`Invalid column: ${JSON.stringify(selected)}`);
      }
      if (needGroupby) {
        groupbyAll.set(out.label, out.sql);
        if ((isTimeseries && seriesLabels.size === 0) || seriesLabels.has(out.label)) {
          groupbySeries.set(out.label, out.sql);
        }
      }
      selectExprs.push(out);
    }
    if (!needGroupby) finalMetrics = [];
  }

  const timeFilters: string[] = [];
  if (granularity) {
    if (!dttmColumn) {
      throw new QueryObjectValidationError(`Time column "${granularity}" does not exist in dataset`);
    }
    const dttmSql = await c.columnSql(dttmColumn);
    if (isTimeseries) {
      const timestamp = { sql: applyTimeGrain(dttmSql, timeGrain, spec, dttmColumn), label: DTTM_ALIAS };
      selectExprs.unshift(timestamp);
      groupbyAll.set(DTTM_ALIAS, timestamp.sql);
    }
    const filter = timeFilter(dttmSql, dttmColumn, input.granularityBounds, spec);
    if (filter) timeFilters.push(filter);
  }

  // Remove duplicates by label: a metric may carry a selected column's name.
  const seen = new Set<string>();
  selectExprs = [...selectExprs, ...finalMetrics].filter((s) => !seen.has(s.label) && seen.add(s.label));
  const labels = selectExprs.map((s) => s.label);

  // Filters.
  const where: string[] = [];
  const having: string[] = [];
  const applied: QueryFormColumn[] = [];
  const rejected: QueryFormColumn[] = [];
  for (const flt of query.filters ?? []) {
    if (!flt.col || !flt.op) continue;
    let target: FilterTarget | null = null;
    let isMetricFilter = false;
    if (flt.col === DTTM_ALIAS && isTimeseries && dttmColumn) {
      target = { sql: await c.columnSql(dttmColumn), column: dttmColumn, generic: 'temporal' };
      applied.push(flt.col);
    } else if (isAdhocColumn(flt.col)) {
      const adhoc = await c.adhocColumn(flt.col);
      target = { sql: adhoc.sql, column: adhoc.column, generic: c.genericOf(adhoc.column) };
      applied.push(flt.col);
    } else if (typeof flt.col === 'string') {
      const name = flt.col;
      const column =
        c.columnsByNameGet(name) ?? dataset.columns.find((col) => col.verbose_name === name) ?? null;
      if (column) {
        const sql = await c.columnSql(column);
        const grained = flt.grain && String(flt.op).toUpperCase() !== 'TEMPORAL_RANGE';
        target = {
          sql: grained ? applyTimeGrain(sql, flt.grain, spec, column) : sql,
          column,
          generic: c.genericOf(column),
        };
      } else if (c.hasMetric(name)) {
        target = { sql: (await c.metricSql(name)).sql, column: null, generic: 'numeric' };
        isMetricFilter = true;
      }
      if (c.columnsByNameGet(name)) applied.push(name);
      else rejected.push(name);
    }
    if (!target) continue;
    const condition = filterSql(flt, target, spec, input.timeRanges);
    if (condition) (isMetricFilter ? having : where).push(condition);
  }
  if (typeof extras.where === 'string' && extras.where.trim())
    where.push(await c.fragment(extras.where, 'condition'));
  if (typeof extras.having === 'string' && extras.having.trim()) {
    having.push(await c.fragment(extras.having, 'condition'));
  }

  const fetchPredicate =
    query.apply_fetch_values_predicate && dataset.fetch_values_predicate?.trim()
      ? await c.fragment(dataset.fetch_values_predicate, 'condition')
      : null;

  let from = await c.fromClause();
  const baseFrom = from;

  // Series limit: join the top-N series of an inner query grouped by the series columns.
  const seriesLimit = nonNegativeInteger(query.series_limit, 'series_limit');
  const groupOthers = query.group_others_when_limit_reached === true;
  const seriesEntries = [...groupbySeries.entries()];
  if (seriesLimit > 0 && seriesEntries.length > 0) {
    const innerSelect = seriesEntries.map(([name, sql]) => `${sql} AS ${qa(`${name}__`)}`);
    const ob = query.series_limit_metric
      ? (await c.metricSql(query.series_limit_metric)).sql
      : mainMetric.sql;
    innerSelect.push(`${mainMetric.sql} AS ${q('mme_inner__')}`);
    const innerWhere = [...where, ...timeFilters];
    const inner = [
      `SELECT ${innerSelect.join(', ')}`,
      `FROM ${baseFrom}`,
      innerWhere.length > 0 ? `WHERE ${innerWhere.join(' AND ')}` : '',
      `GROUP BY ${seriesEntries.map(([, sql]) => sql).join(', ')}`,
      `ORDER BY ${ob} ${query.order_desc === false ? 'ASC' : 'DESC'}`,
      spec.limitClause(seriesLimit),
    ]
      .filter(Boolean)
      .join('\n');
    const on = seriesEntries.map(
      ([name, sql]) => `${sql} = ${q(SERIES_LIMIT_SUBQ_ALIAS)}.${qa(`${name}__`)}`,
    );
    from = `${baseFrom}\n${groupOthers ? 'LEFT OUTER JOIN' : 'JOIN'} (\n${inner}\n) AS ${q(SERIES_LIMIT_SUBQ_ALIAS)} ON ${on.join(' AND ')}`;
    if (groupOthers) {
      const others = (name: string, sql: string): string =>
        `CASE WHEN ${q(SERIES_LIMIT_SUBQ_ALIAS)}.${qa(`${name}__`)} IS NOT NULL THEN ${sql} ELSE ${spec.literal('Others')} END`;
      selectExprs = selectExprs.map((s) =>
        groupbySeries.has(s.label) ? { ...s, sql: others(s.label, s.sql) } : s,
      );
      for (const [name, sql] of seriesEntries) groupbyAll.set(name, others(name, sql));
    }
  }

  const whereAll = [...(fetchPredicate ? [fetchPredicate] : []), ...timeFilters, ...where];
  const selectLabels = new Set(selectExprs.map((s) => s.label));
  // A selected output is ordered by its alias, as Superset does where aliases are allowed.
  const orderSql = orderExprs.map(
    (o) => `${selectLabels.has(o.name) ? qa(o.name) : o.sql} ${o.ascending ? 'ASC' : 'DESC'}`,
  );

  const rowLimit = nonNegativeInteger(query.row_limit, 'row_limit');
  const rowOffset = nonNegativeInteger(query.row_offset, 'row_offset');
  const limit =
    rowLimit > 0 || rowOffset > 0
      ? spec.limitClause(
          rowLimit > 0 ? rowLimit : Number.MAX_SAFE_INTEGER,
          rowOffset > 0 ? rowOffset : undefined,
        )
      : '';

  let sql = [
    `SELECT ${selectExprs.map((s) => `${s.sql} AS ${qa(s.label)}`).join(',\n       ')}`,
    `FROM ${from}`,
    whereAll.length > 0 ? `WHERE ${whereAll.join('\n  AND ')}` : '',
    groupbyAll.size > 0 ? `GROUP BY ${[...groupbyAll.values()].join(', ')}` : '',
    having.length > 0 ? `HAVING ${having.join('\n   AND ')}` : '',
    orderSql.length > 0 ? `ORDER BY ${orderSql.join(', ')}` : '',
    limit,
  ]
    .filter(Boolean)
    .join('\n');

  let outLabels = labels;
  let columnNames = labels.map(alias);
  if (query.is_rowcount) {
    sql = `SELECT COUNT(*) AS ${q('rowcount')}\nFROM (\n${sql}\n) AS ${q('rowcount_qry')}`;
    outLabels = ['rowcount'];
    columnNames = outLabels;
  }
  return {
    sql,
    labels: outLabels,
    columnNames,
    appliedFilterColumns: applied,
    rejectedFilterColumns: rejected,
  };
}
