import { MAX_ROW_LIMIT } from './constants.js';
import { INVALID_ORDERBY_MESSAGE } from './errors.js';
import type { QueryFormData } from './types.js';

/**
 * Control validators of spec 001 §5, with Superset's messages (its superset-ui-core validators).
 * Each returns the message, or false when the value is valid. Messages are the English text, which is
 * also the translation key a client looks up.
 */
export const VALIDATION_MESSAGES = {
  empty: 'cannot be empty',
  integer: 'is expected to be an integer',
  number: 'is expected to be a number',
  maxValue: 'Value cannot exceed %s',
  orderby: INVALID_ORDERBY_MESSAGE,
  spatial: 'Invalid lat/long configuration.',
} as const;

export type Validator = (value: unknown) => string | false;

const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/**
 * Superset's SpatialControl value: `{type: 'latlong', latCol, lonCol}`, `{type: 'delimited',
 * lonlatCol, delimiter, reverseCheckbox}` or `{type: 'geohash', geohashCol, reverseCheckbox}`; a
 * missing column or delimiter makes it invalid (spec 000, "Other rules").
 */
export function validateSpatial(value: unknown): string | false {
  const spatial = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const valid =
    spatial.type === 'latlong'
      ? filled(spatial.latCol) && filled(spatial.lonCol)
      : spatial.type === 'delimited'
        ? filled(spatial.lonlatCol) && typeof spatial.delimiter === 'string' && spatial.delimiter !== ''
        : spatial.type === 'geohash'
          ? filled(spatial.geohashCol)
          : false;
  return valid ? false : VALIDATION_MESSAGES.spatial;
}

/** Superset's `t(message, ...args)` substitution: each `%s` in turn. */
export function formatMessage(message: string, ...args: unknown[]): string {
  let i = 0;
  return message.replace(/%s/g, () => (i < args.length ? String(args[i++]) : '%s'));
}

/** Null, undefined, the empty string and the empty list are empty; 0 and false are values. */
export function validateNonEmpty(value: unknown): string | false {
  if (value == null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return VALIDATION_MESSAGES.empty;
  }
  return false;
}

/** The lenient check of older controls: an empty value passes; text must read as a whole number. */
export function legacyValidateInteger(value: unknown): string | false {
  if (value && (Number.isNaN(Number(value)) || parseInt(String(value), 10) !== Number(value))) {
    return VALIDATION_MESSAGES.integer;
  }
  return false;
}

/** The lenient number check: an empty value passes; anything else must read as a number. */
export function legacyValidateNumber(value: unknown): string | false {
  if (value && Number.isNaN(Number(value))) return VALIDATION_MESSAGES.number;
  return false;
}

/** The strict integer check: a number or non-blank text that is a whole number; empty fails. */
export function validateInteger(value: unknown): string | false {
  if (
    (typeof value === 'string' && value.trim().length > 0 && Number.isInteger(Number(value.trim()))) ||
    (typeof value === 'number' && Number.isInteger(value))
  ) {
    return false;
  }
  return VALIDATION_MESSAGES.integer;
}

/** The strict number check: a finite number or non-blank text reading as one; empty fails. */
export function validateNumber(value: unknown): string | false {
  if (
    (typeof value === 'string' && value.trim().length > 0 && Number.isFinite(Number(value.trim()))) ||
    (typeof value === 'number' && Number.isFinite(value))
  ) {
    return false;
  }
  return VALIDATION_MESSAGES.number;
}

export function validateMaxValue(value: unknown, max: number): string | false {
  if (Number(value) > max) return formatMessage(VALIDATION_MESSAGES.maxValue, max);
  return false;
}

/** Every message the validators give for a value, in order (a control shows them all). */
export function runValidators(value: unknown, validators: readonly Validator[]): string[] {
  return validators
    .map((validate) => validate(value))
    .filter((message): message is string => message !== false);
}

/** Row limit: present, an integer, at most 1,000,000. */
export const ROW_LIMIT_VALIDATORS: readonly Validator[] = [
  validateNonEmpty,
  legacyValidateInteger,
  (value) => validateMaxValue(value, MAX_ROW_LIMIT),
];

/** Series limit: an integer when given. */
export const SERIES_LIMIT_VALIDATORS: readonly Validator[] = [legacyValidateInteger];

export function validateRowLimit(value: unknown): string[] {
  return runValidators(value, ROW_LIMIT_VALIDATORS);
}

export function validateSeriesLimit(value: unknown): string[] {
  return runValidators(value, SERIES_LIMIT_VALIDATORS);
}

/** Orderby entries given as text must be JSON (`'["col", true]'`). */
export function validateOrderby(value: unknown): string | false {
  if (value == null) return false;
  const entries = Array.isArray(value) ? value : [value];
  for (const entry of entries) {
    if (typeof entry !== 'string') continue;
    try {
      JSON.parse(entry);
    } catch {
      return VALIDATION_MESSAGES.orderby;
    }
  }
  return false;
}

/** Controls most charts cannot run without (spec 001 §5); a viz type names the ones it has. */
export const REQUIRED_CONTROLS = ['metrics', 'metric', 'entity', 'x_axis'] as const;

export interface FormDataValidationOptions {
  /** Controls that must not be empty; the chart's own list, since not every chart has all of them. */
  required?: readonly string[];
}

/**
 * Checks form data as explore does before it runs a chart: required controls, row and series limits,
 * orderby JSON. Gives the messages per control; an empty object means the form data is valid.
 */
export function validateFormData(
  formData: QueryFormData,
  options: FormDataValidationOptions = {},
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (control: string, messages: string[]): void => {
    if (messages.length > 0) errors[control] = [...(errors[control] ?? []), ...messages];
  };
  for (const control of options.required ?? [])
    add(control, runValidators(formData[control], [validateNonEmpty]));
  if ('row_limit' in formData) add('row_limit', validateRowLimit(formData.row_limit));
  for (const control of ['series_limit', 'limit']) {
    if (control in formData) add(control, validateSeriesLimit(formData[control]));
  }
  for (const control of ['orderby', 'order_by_cols']) {
    const message = validateOrderby(formData[control]);
    if (message) add(control, [message]);
  }
  return errors;
}
