import { DatabaseOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Select, Spin, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors';
import { useGetAvailableEnginesQuery, type AvailableEngine } from '../../../api/databases';

interface EngineStepProps {
  onSelect: (engine: AvailableEngine) => void;
}

const TILE_STYLE = { width: 150, height: 88, display: 'flex', flexDirection: 'column' } as const;

/** Step 1: the preferred engines as tiles, every other engine in a searchable select. */
export function EngineStep({ onSelect }: EngineStepProps): ReactElement {
  const { t } = useTranslation();
  const { data, error, isLoading } = useGetAvailableEnginesQuery();
  if (isLoading) return <Spin />;
  if (error) return <Alert type="error" showIcon title={errorMessage(error, t)} />;
  const engines = data ?? [];
  const preferred = engines.filter((engine) => engine.preferred);
  const others = [...engines]
    .filter((engine) => !engine.preferred)
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Flex vertical gap="middle" data-testid="engine-step">
      <Typography.Text type="secondary">
        {t('databases.modal.step', { step: '1', total: '2' })}
      </Typography.Text>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('databases.modal.selectEngine')}
      </Typography.Title>
      {preferred.length > 0 && (
        <Flex wrap gap="small">
          {preferred.map((engine) => (
            <Button key={engine.name} style={TILE_STYLE} onClick={() => onSelect(engine)}>
              <DatabaseOutlined style={{ fontSize: 24 }} />
              {engine.name}
            </Button>
          ))}
        </Flex>
      )}
      <Typography.Text>{t('databases.modal.otherEngines')}</Typography.Text>
      <Select<string>
        aria-label={t('databases.modal.chooseEngine')}
        placeholder={t('databases.modal.chooseEngine')}
        showSearch={{ optionFilterProp: 'label' }}
        options={(preferred.length > 0 ? others : engines).map((engine) => ({
          label: engine.name,
          value: engine.name,
        }))}
        onChange={(name) => {
          const engine = engines.find((candidate) => candidate.name === name);
          if (engine) onSelect(engine);
        }}
      />
    </Flex>
  );
}
