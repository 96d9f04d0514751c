import { InfoCircleOutlined } from '@ant-design/icons';
import { theme, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { labelId } from './controlProps';
import { ErrorMarker } from './ErrorMarker';

export interface ControlLabelProps {
  /** The id of the control's input; the label points at it when it is a form field. */
  id: string;
  label: string;
  description?: string;
  errors: readonly string[];
  /** False when the editor is no form field (a read-only value): the label then only names it. */
  forInput: boolean;
}

/**
 * Superset's ControlHeader: the control's name, a red marker listing its errors when it has any, and
 * an info icon whose tooltip holds the description (both reachable by keyboard).
 */
export function ControlLabel({ id, label, description, errors, forInput }: ControlLabelProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const hasErrors = errors.length > 0;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minWidth: 0 }}>
      <label
        id={labelId(id)}
        htmlFor={forInput ? id : undefined}
        style={{ fontWeight: 500, color: hasErrors ? token.colorErrorText : undefined }}
      >
        {label}
      </label>
      {hasErrors && (
        <ErrorMarker label={t('explore.control.hasErrors', { label })} details={errors.join(' · ')} />
      )}
      {description && (
        <Tooltip title={description} trigger={['hover', 'focus']}>
          <InfoCircleOutlined
            tabIndex={0}
            aria-label={t('explore.control.description', { label })}
            style={{ color: token.colorTextSecondary }}
          />
        </Tooltip>
      )}
    </span>
  );
}
