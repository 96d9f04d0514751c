import type { FieldPacket, TypeCast } from 'mysql2';

import { exactNumber, isoTimestamp } from '../values.js';

/**
 * Values as the other engines give them: BIGINT/DECIMAL exact (numbers when a double holds them,
 * strings otherwise), DATE as text, DATETIME/TIMESTAMP as ISO 8601 (in the session time zone, as
 * the server reports them), and TINYINT(1)/BIT(1), MySQL's booleans, as booleans.
 */
export const TYPE_CAST: TypeCast = (field, next) => {
  switch (field.type) {
    case 'LONGLONG':
    case 'DECIMAL':
    case 'NEWDECIMAL': {
      const text = field.string();
      return text === null ? null : exactNumber(text);
    }
    case 'DATETIME':
    case 'DATETIME2':
    case 'TIMESTAMP':
    case 'TIMESTAMP2': {
      const text = field.string();
      return text === null ? null : isoTimestamp(text);
    }
    case 'DATE':
    case 'NEWDATE':
      return field.string();
    case 'TINY': {
      if (field.length !== 1) return next();
      const text = field.string();
      return text === null ? null : text !== '0';
    }
    case 'BIT': {
      if (field.length !== 1) return next();
      const bytes = field.buffer();
      return bytes === null ? null : bytes[0] === 1;
    }
    default:
      return next();
  }
};

const BINARY_CHARSET = 63;
const ENUM_FLAG = 256;
const SET_FLAG = 2048;

const NAMES: Record<number, string> = {
  0x00: 'DECIMAL',
  0x02: 'SMALLINT',
  0x03: 'INT',
  0x04: 'FLOAT',
  0x05: 'DOUBLE',
  0x06: 'NULL',
  0x07: 'TIMESTAMP',
  0x08: 'BIGINT',
  0x09: 'MEDIUMINT',
  0x0a: 'DATE',
  0x0b: 'TIME',
  0x0c: 'DATETIME',
  0x0d: 'YEAR',
  0x0e: 'DATE',
  0x10: 'BIT',
  0xf5: 'JSON',
  0xf6: 'DECIMAL',
  0xf7: 'ENUM',
  0xf8: 'SET',
  0xff: 'GEOMETRY',
};

/** SQL type name of a result field from its protocol type code, length, flags and character set. */
export function fieldTypeName(field: FieldPacket): string | null {
  const code = field.columnType ?? field.type;
  if (code === undefined) return null;
  const binary = field.characterSet === BINARY_CHARSET;
  const flags = typeof field.flags === 'number' ? field.flags : 0;
  if (field.extendedFormat === 'json') return 'JSON';
  if (field.extendedTypeName) return field.extendedTypeName.toUpperCase();
  switch (code) {
    case 0x01:
      return field.columnLength === 1 ? 'TINYINT(1)' : 'TINYINT';
    case 0x0f:
    case 0xfd:
      return binary ? 'VARBINARY' : 'VARCHAR';
    case 0xfe:
      if (flags & ENUM_FLAG) return 'ENUM';
      if (flags & SET_FLAG) return 'SET';
      return binary ? 'BINARY' : 'CHAR';
    case 0xf9:
    case 0xfa:
    case 0xfb:
    case 0xfc:
      return binary ? 'BLOB' : 'TEXT';
    default:
      return NAMES[code] ?? null;
  }
}
