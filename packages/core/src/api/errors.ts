/** Superset's SIP-40 error shape, used by security, command and SQL Lab errors. */
export interface SupersetErrorItem {
  message: string;
  error_type: string;
  level: 'info' | 'warning' | 'error';
  extra?: Record<string, unknown>;
}

/** The three error bodies Superset clients understand (contract §1). */
export type ErrorBody =
  { message: string | Record<string, string[]> } | { errors: SupersetErrorItem[]; message?: string };
