import { CalculatorOutlined } from '@ant-design/icons';
import { Alert, Button, Modal } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetDatabaseQuery } from '../../../api/databases';
import { errorMessage } from '../../../api/errors';
import { useEstimateCostMutation } from '../../../api/sqllab';
import { usePermissions } from '../../auth/usePermissions';
import { CostEstimate } from './CostEstimate';

interface EstimateCostButtonProps {
  databaseId: number | null;
  schema: string | null;
  sql: () => string;
  templateParams: string;
  disabled: boolean;
}

function parseParams(text: string): Record<string, unknown> {
  return text.trim() === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
}

/** 'Estimate cost', shown only for engines that can estimate: the engine's EXPLAIN plan or rows. */
export function EstimateCostButton(props: EstimateCostButtonProps): ReactElement | null {
  const { t } = useTranslation();
  const can = usePermissions();
  const database = useGetDatabaseQuery(props.databaseId ?? 0, { skip: props.databaseId === null });
  const [estimateCost, estimate] = useEstimateCostMutation();
  const [open, setOpen] = useState(false);
  if (!database.data?.allows_cost_estimate || !can('can_estimate_query_cost', 'SQLLab')) return null;

  const run = (): void => {
    if (props.databaseId === null) return;
    setOpen(true);
    void estimateCost({
      database_id: props.databaseId,
      sql: props.sql(),
      schema: props.schema,
      template_params: parseParams(props.templateParams),
    });
  };
  const rows = estimate.data ?? [];
  return (
    <>
      <Button icon={<CalculatorOutlined />} disabled={props.disabled} onClick={run}>
        {t('sqllab.toolbar.estimate')}
      </Button>
      <Modal
        open={open}
        title={t('sqllab.toolbar.estimateTitle')}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>{t('sqllab.toolbar.close')}</Button>}
        width="min(960px, 95vw)"
      >
        {estimate.error ? (
          <Alert type="error" showIcon title={errorMessage(estimate.error, t)} />
        ) : (
          <CostEstimate rows={rows} loading={estimate.isLoading} />
        )}
      </Modal>
    </>
  );
}
