import { Alert, Collapse } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ErrorPanelProps {
  /** Falls back to 'Unexpected error' (spec 001 §2). */
  title?: string;
  /** The error text shown under the title. */
  subtitle?: string;
  stackTrace?: string;
  action?: ReactNode;
}

/** The error panel of spec 001 §2: title, subtitle and a collapsible stack trace. */
export function ErrorPanel({ title, subtitle, stackTrace, action }: ErrorPanelProps): ReactElement {
  const { t } = useTranslation();
  const description = (
    <>
      {subtitle && <p style={{ marginTop: 0 }}>{subtitle}</p>}
      {stackTrace && (
        <Collapse
          size="small"
          items={[
            {
              key: 'stack',
              label: t('errors.stackTrace'),
              children: (
                <pre data-testid="error-stack" style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: 12 }}>
                  {stackTrace}
                </pre>
              ),
            },
          ]}
        />
      )}
    </>
  );
  return (
    <Alert
      role="alert"
      type="error"
      showIcon
      title={title ?? t('errors.unexpected')}
      description={description}
      action={action}
      style={{ margin: 24 }}
    />
  );
}

/** Anything thrown can reach a boundary; only Error objects carry a message and a stack. */
export function describeThrown(thrown: unknown): { subtitle: string; stackTrace?: string } {
  if (thrown instanceof Error) return { subtitle: thrown.message || thrown.name, stackTrace: thrown.stack };
  if (typeof thrown === 'string') return { subtitle: thrown };
  try {
    return { subtitle: JSON.stringify(thrown) };
  } catch {
    return { subtitle: String(thrown) };
  }
}
