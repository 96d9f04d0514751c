import { SafetyCertificateOutlined, WarningOutlined } from '@ant-design/icons';
import { Space, theme, Tooltip } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatasetListItem } from '../../../api/datasets';
import { certificationOf } from '../datasetExtra';

/** The dataset's name with its certification and warning marks. */
export function DatasetNameCell({ dataset }: { dataset: DatasetListItem }): ReactElement {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { certifiedBy, details, warningMarkdown } = certificationOf(dataset.extra);
  const certifiedText = certifiedBy
    ? [t('datasets.certifiedBy', { name: certifiedBy }), details].filter(Boolean).join(' — ')
    : undefined;
  return (
    <Space size={4}>
      {certifiedText && (
        <Tooltip title={certifiedText}>
          <SafetyCertificateOutlined aria-label={certifiedText} style={{ color: token.colorPrimary }} />
        </Tooltip>
      )}
      {/* Superset links the name to Explore, which does not exist here yet: text until it does. */}
      <span>{dataset.table_name}</span>
      {warningMarkdown && (
        <Tooltip title={warningMarkdown}>
          <WarningOutlined aria-label={warningMarkdown} style={{ color: token.colorWarning }} />
        </Tooltip>
      )}
    </Space>
  );
}
