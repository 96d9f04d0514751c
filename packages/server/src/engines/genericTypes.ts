import type { GenericType } from './EngineSpec.js';

const NUMERIC =
  /^(tinyint|smallint|mediumint|int|integer|bigint|hugeint|uhugeint|utinyint|usmallint|uinteger|ubigint|int1|int2|int4|int8|int16|int32|int64|int128|serial|smallserial|bigserial|serial2|serial4|serial8|decimal|dec|numeric|number|real|float|float4|float8|double|double precision|money|varint|bignum)\b/;
const STRING =
  /^(char|character|character varying|varchar|varchar2|nchar|nvarchar|nvarchar2|bpchar|text|tinytext|mediumtext|longtext|string|clob|uuid|json|jsonb|enum|set|citext|name|xml|inet|cidr|macaddr)\b/;

/** Lower-cased type name without its parameters: "DECIMAL(10, 2) UNSIGNED" -> "decimal unsigned". */
export function baseTypeName(type: string): string {
  return type
    .toLowerCase()
    .replace(/\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Type names common to the SQL engines mapped to Superset's generic types. Intervals are not
 * temporal (they are durations, not points in time), and composite types (arrays, structs, ranges)
 * have no generic type.
 */
export function commonGenericType(type: string): GenericType | null {
  const raw = type.trim().toLowerCase();
  if (raw.endsWith(']') || /^(array|struct|map|union|list)\b/.test(raw)) return null;
  const base = baseTypeName(type);
  if (base === 'bool' || base === 'boolean') return 'boolean';
  if (base.startsWith('interval') || /range$/.test(base)) return null;
  if (base.startsWith('date') || base.startsWith('time')) return 'temporal';
  if (NUMERIC.test(base)) return 'numeric';
  if (STRING.test(base)) return 'string';
  return null;
}
