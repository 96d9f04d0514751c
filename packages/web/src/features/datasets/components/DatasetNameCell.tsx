import { SafetyCertificateOutlined, WarningOutlined } from '@ant-design/icons';
import { Space, theme, Tooltip } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DatasetListItem } from '../../../api/datasets';
import { exploreDatasetPath } from '../../../app/paths';
import { certificationOf } from '../datasetExtra';

/** The dataset's name, linked to Explore on it (as Superset), with its certification and warning marks. */
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
      <Link to={exploreDatasetPath(dataset.id)}>{dataset.table_name}</Link>
      {warningMarkdown && (
        <Tooltip title={warningMarkdown}>
          <WarningOutlined aria-label={warningMarkdown} style={{ color: token.colorWarning }} />
        </Tooltip>
      )}
    </Space>
  );
}
