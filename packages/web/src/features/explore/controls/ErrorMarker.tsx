import { ExclamationCircleFilled } from '@ant-design/icons';
import { theme, Tooltip } from 'antd';

/**
 * Superset's red "!" beside a control, section or tab that holds errors. Its name says so to screen
 * readers; with `details` it is focusable and shows them in a tooltip.
 */
export function ErrorMarker({ label, details }: { label: string; details?: string }) {
  const { token } = theme.useToken();
  const icon = (
    <ExclamationCircleFilled
      tabIndex={details ? 0 : undefined}
      aria-label={label}
      style={{ color: token.colorErrorText }}
    />
  );
  return details ? (
    <Tooltip title={details} trigger={['hover', 'focus']}>
      {icon}
    </Tooltip>
  ) : (
    icon
  );
}
