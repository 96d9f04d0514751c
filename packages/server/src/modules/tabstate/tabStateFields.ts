import { ownValue } from '@loupe/core';
import { BadRequestError } from '../../errors.js';
import type { TabStateChanges } from './TabStateRepository.js';

type Column = keyof TabStateChanges;
type Kind = 'text' | 'int' | 'bool' | 'json';

/** Tab-state columns a client may set, with the client-side (camelCase) aliases Superset's client also uses. */
const FIELDS: Readonly<Record<string, readonly [Column, Kind]>> = {
  label: ['label', 'text'],
  name: ['label', 'text'],
  sql: ['sql', 'text'],
  database_id: ['database_id', 'int'],
  dbId: ['database_id', 'int'],
  catalog: ['catalog', 'text'],
  schema: ['schema', 'text'],
  query_limit: ['query_limit', 'int'],
  queryLimit: ['query_limit', 'int'],
  hide_left_bar: ['hide_left_bar', 'bool'],
  hideLeftBar: ['hide_left_bar', 'bool'],
  template_params: ['template_params', 'json'],
  templateParams: ['template_params', 'json'],
  latest_query_id: ['latest_query_id', 'text'],
  latestQueryId: ['latest_query_id', 'text'],
  autorun: ['autorun', 'bool'],
  saved_query_id: ['saved_query_id', 'int'],
  remoteId: ['saved_query_id', 'int'],
  extra_json: ['extra_json', 'json'],
};

function convert(field: string, kind: Kind, value: unknown): string | number | null {
  // The boolean columns are NOT NULL with a false default: null there means false, not a failed insert.
  if (value === null || value === undefined) return kind === 'bool' ? 0 : null;
  switch (kind) {
    case 'text':
      if (typeof value === 'string' || typeof value === 'number') return String(value);
      break;
    case 'int': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n === 'number' && Number.isInteger(n)) return n;
      break;
    }
    case 'bool':
      if (typeof value === 'boolean') return value ? 1 : 0;
      if (value === 0 || value === 1) return value;
      break;
    case 'json':
      // Superset stores these as JSON text; a client may send the text or the object itself.
      return typeof value === 'string' ? value : JSON.stringify(value);
  }
  throw new BadRequestError({
    [field]: [`Not a valid ${kind === 'int' ? 'integer' : kind === 'bool' ? 'boolean' : 'string'}.`],
  });
}

/**
 * Column changes from decoded form fields. An update refuses unknown fields rather than dropping them
 * silently; a new tab takes the known fields of the client's whole editor object (which also holds
 * client-only state such as selectedText), as Superset does.
 */
export function tabStateChanges(
  fields: Record<string, unknown>,
  mode: 'strict' | 'lenient',
): TabStateChanges {
  const changes: Record<string, string | number | null> = {};
  const unknown: string[] = [];
  for (const [field, value] of Object.entries(fields)) {
    // Field names come from the request: "constructor" or "toString" must not find Object's own.
    const spec = ownValue(FIELDS, field);
    if (!spec) {
      if (mode === 'strict') unknown.push(field);
      continue;
    }
    changes[spec[0]] = convert(field, spec[1], value);
  }
  if (unknown.length)
    throw new BadRequestError(Object.fromEntries(unknown.map((f) => [f, ['Unknown field.']])));
  return changes as TabStateChanges;
}
