import { Button, Flex, Input } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { CtasMethod } from '../../../api/sqllab';

interface CtasControlsProps {
  allowCtas: boolean;
  allowCvas: boolean;
  disabled: boolean;
  onRun: (method: CtasMethod, tableName: string) => void;
}

/**
 * CREATE TABLE AS / CREATE VIEW AS, as Superset's editor offers them where the database allows:
 * a name (empty lets the server pick tmp_<user>_table_<time>) and one button per allowed method.
 */
export function CtasControls({
  allowCtas,
  allowCvas,
  disabled,
  onRun,
}: CtasControlsProps): ReactElement | null {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  if (!allowCtas && !allowCvas) return null;
  return (
    <Flex gap="small" align="center" wrap data-testid="ctas-controls">
      <Input
        aria-label={t('sqllab.ctas.name')}
        placeholder={t('sqllab.ctas.name')}
        style={{ width: 260 }}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      {allowCtas && (
        <Button disabled={disabled} onClick={() => onRun('TABLE', name)}>
          {t('sqllab.ctas.table')}
        </Button>
      )}
      {allowCvas && (
        <Button disabled={disabled} onClick={() => onRun('VIEW', name)}>
          {t('sqllab.ctas.view')}
        </Button>
      )}
    </Flex>
  );
}
