import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { errorMessage, fieldErrors } from '../../api/errors';

/**
 * Puts a 400 `{message:{field:[msg]}}` answer on the form's own fields. Returns the message still to
 * show elsewhere: the whole error when it was not about fields, or the part about fields the form lacks.
 */
export function applyServerErrors(
  form: FormInstance,
  error: FetchBaseQueryError | SerializedError,
  fieldNames: readonly string[],
  t: TFunction,
): string | undefined {
  const byField = fieldErrors(error);
  if (!byField) return errorMessage(error, t);
  const known = new Set(fieldNames);
  const onForm = Object.entries(byField).filter(([field]) => known.has(field));
  const elsewhere = Object.entries(byField).filter(([field]) => !known.has(field));
  form.setFields(onForm.map(([name, errors]) => ({ name, errors })));
  if (elsewhere.length === 0) return undefined;
  return elsewhere.map(([field, messages]) => `${field}: ${messages.join(' ')}`).join('; ');
}
