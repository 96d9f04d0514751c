/** Whether a decoded value (a JSON or rison body, a form field) is an object of named fields, not an array or null. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
