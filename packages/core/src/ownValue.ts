/**
 * The value stored under `key` in a plain lookup object, never an inherited one: a request string such
 * as "__proto__" or "toString" must not find Object.prototype's members.
 */
export function ownValue<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}
