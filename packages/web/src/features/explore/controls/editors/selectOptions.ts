/**
 * Choices are [value, label] pairs whose values may be null, numbers or strings (Superset's own
 * shapes), while antd's Select keys options by string or number. These helpers give each choice a
 * key and turn a picked key back into the value the form data stores.
 */

export type Choice = readonly [unknown, string];

export interface KeyedOption {
  value: string | number;
  label: string;
}

const NULL_KEY = '__null__';

export function optionKey(value: unknown): string | number {
  if (value === null || value === undefined) return NULL_KEY;
  if (typeof value === 'string' || typeof value === 'number') return value;
  return JSON.stringify(value);
}

export function keyedOptions(choices: readonly Choice[]): KeyedOption[] {
  return choices.map(([value, label]) => ({ value: optionKey(value), label }));
}

/** The stored value of a picked key; text typed into a free-form select of numbers is stored as a number. */
export function valueOfKey(key: string | number, choices: readonly Choice[]): unknown {
  const choice = choices.find(([value]) => optionKey(value) === key);
  if (choice) return choice[0];
  if (key === NULL_KEY) return null;
  const numericChoices = choices.length > 0 && choices.every(([value]) => typeof value === 'number');
  if (numericChoices && typeof key === 'string' && key.trim() !== '' && Number.isFinite(Number(key)))
    return Number(key);
  return key;
}

/** A stored value that is not one of the choices still shows (a free-form or saved value). */
export function withValueOptions(options: KeyedOption[], values: readonly unknown[]): KeyedOption[] {
  const known = new Set(options.map((option) => option.value));
  const extra = values
    .filter((value) => value !== null && value !== undefined && !known.has(optionKey(value)))
    .map((value) => ({ value: optionKey(value), label: String(optionKey(value)) }));
  return extra.length > 0 ? [...options, ...extra] : options;
}
