import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, httpStatus } from '../../api/errors';
import { useToasts } from '../toasts/useToasts';

/**
 * A danger toast each time a query fails with a new error. 403 is left out: the page shows
 * Forbidden in place of its content instead.
 */
export function useErrorToast(
  error: FetchBaseQueryError | SerializedError | undefined,
  format: (message: string) => string,
): void {
  const { t } = useTranslation();
  const { addDangerToast } = useToasts();
  // Only a new error should toast again, not a new `format` closure on each render.
  const onError = useEffectEvent((failure: FetchBaseQueryError | SerializedError) => {
    addDangerToast(format(errorMessage(failure, t)));
  });
  useEffect(() => {
    if (error === undefined || httpStatus(error) === 403) return;
    onError(error);
  }, [error]);
}
