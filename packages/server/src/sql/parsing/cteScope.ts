import type { TableRef } from './types.js';

/**
 * Names of common table expressions visible at a point of a statement. Each parser walks its own tree
 * and asks here whether an unqualified name is a CTE (then it is not a table to check). A CTE's body
 * sees only the CTEs declared before it and itself (a recursive reference), so a body naming a later
 * sibling is reported as the real table it may well read: when in doubt, check it.
 */
export class CteScope {
  private constructor(
    private readonly names: ReadonlySet<string>,
    private readonly caseSensitive: boolean,
  ) {}

  static root(caseSensitive = false): CteScope {
    return new CteScope(new Set(), caseSensitive);
  }

  with(name: string): CteScope {
    const names = new Set(this.names);
    names.add(this.key(name));
    return new CteScope(names, this.caseSensitive);
  }

  /** Whether a table reference is a CTE of this scope (only unqualified names can be). */
  hides(ref: TableRef): boolean {
    return ref.schema === null && ref.catalog === null && this.names.has(this.key(ref.table));
  }

  private key(name: string): string {
    return this.caseSensitive ? name : name.toLowerCase();
  }
}

/** Adds a table once (same catalog, schema and name). */
export function addTable(tables: TableRef[], ref: TableRef): void {
  if (!tables.some((t) => t.catalog === ref.catalog && t.schema === ref.schema && t.table === ref.table)) {
    tables.push(ref);
  }
}
