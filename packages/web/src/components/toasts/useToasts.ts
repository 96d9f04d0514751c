import { App } from 'antd';
import { useMemo } from 'react';

export interface Toasts {
  addSuccessToast: (text: string) => void;
  addInfoToast: (text: string) => void;
  addWarningToast: (text: string) => void;
  addDangerToast: (text: string) => void;
}

/** Danger toasts stay longer: they usually carry a server message the user needs time to read. */
const DURATION_SECONDS = { normal: 3, danger: 8 } as const;

/**
 * Superset-style toast helpers over antd's message API. They come from antd's `App` context so toasts
 * follow the current theme; callers pass already translated text.
 */
export function useToasts(): Toasts {
  const { message } = App.useApp();
  return useMemo(
    () => ({
      addSuccessToast: (text) => void message.success(text, DURATION_SECONDS.normal),
      addInfoToast: (text) => void message.info(text, DURATION_SECONDS.normal),
      addWarningToast: (text) => void message.warning(text, DURATION_SECONDS.normal),
      addDangerToast: (text) => void message.error(text, DURATION_SECONDS.danger),
    }),
    [message],
  );
}
