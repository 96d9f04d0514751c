/** Immutable edits of a list of draft rows identified by `key`. */
export function updateItem<T extends { key: string }>(items: T[], key: string, patch: Partial<T>): T[] {
  return items.map((item) => (item.key === key ? { ...item, ...patch } : item));
}

export function removeItem<T extends { key: string }>(items: T[], key: string): T[] {
  return items.filter((item) => item.key !== key);
}
