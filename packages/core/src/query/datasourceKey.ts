import type { DatasourceType } from './types.js';

const DATASOURCE_TYPES = new Set<string>(['table', 'dataset', 'query', 'saved_query', 'sl_table', 'view']);

/** Reads form data's `"<id>__<type>"`; an unknown type counts as a table, as Superset's client does. */
export function parseDatasourceKey(key: string): { id: number; type: DatasourceType } {
  const [idText = '', typeText = ''] = String(key).split('__');
  const type = DATASOURCE_TYPES.has(typeText) ? (typeText as DatasourceType) : 'table';
  return { id: parseInt(idText, 10), type };
}

export function datasourceKey(datasource: { id: number | string; type: string }): string {
  return `${datasource.id}__${datasource.type}`;
}
