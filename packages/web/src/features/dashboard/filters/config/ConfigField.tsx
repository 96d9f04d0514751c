import { InfoCircleOutlined } from '@ant-design/icons';
import { Form, Tooltip } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from './validation';

/**
 * A help icon beside a label, as Superset's InfoTooltip: focusable, so the tip shows from the keyboard
 * too, and named by the tip for screen readers.
 */
export function HelpTip({ text }: { text: string }): ReactElement {
  return (
    <Tooltip title={text}>
      <InfoCircleOutlined className="loupe-fc-help" tabIndex={0} role="img" aria-label={text} />
    </Tooltip>
  );
}

export interface ConfigFieldProps {
  label: ReactNode;
  /** The id of the control the label names. */
  htmlFor?: string;
  required?: boolean;
  /** Shown (in red) under the control, in place of `help`. */
  error?: FieldError;
  help?: ReactNode;
  children: ReactNode;
}

/** One labelled control of the modal's forms, with its error. */
export function ConfigField({
  label,
  htmlFor,
  required,
  error,
  help,
  children,
}: ConfigFieldProps): ReactElement {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={label}
      htmlFor={htmlFor}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ? t(`dashboardFiltersConfig.errors.${error}`) : help}
    >
      {children}
    </Form.Item>
  );
}
