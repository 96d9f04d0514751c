import { App } from 'antd';
import { useMemo } from 'react';

export interface Toasts {
  addSuccessToast: (text: string) => void;
  addInfoToast: (text: string) => void;
  addWarningToast: (text: string) => void;
  addDangerToast: (text: string) => void;
}

type ToastType = 'success' | 'info' | 'warning' | 'error';

/** Danger toasts stay longer: they usually carry a server message the user needs time to read. */
const DURATION_SECONDS: Record<ToastType, number> = { success: 3, info: 3, warning: 5, error: 8 };

/**
 * Superset-style toast helpers over antd's message API. They come from antd's `App` context so toasts
 * follow the current theme; callers pass already translated text.
 */
export function useToasts(): Toasts {
  const { message } = App.useApp();
  return useMemo(() => {
    // Keyed by text: the same message raised twice (a retried request) replaces itself instead of stacking.
    const show = (type: ToastType, text: string): void => {
      void message.open({ type, content: text, duration: DURATION_SECONDS[type], key: `${type}:${text}` });
    };
    return {
      addSuccessToast: (text) => show('success', text),
      addInfoToast: (text) => show('info', text),
      addWarningToast: (text) => show('warning', text),
      addDangerToast: (text) => show('error', text),
    };
  }, [message]);
}
