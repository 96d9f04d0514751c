import { FormatPainterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useImperativeHandle, type ReactElement, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors';
import { useFormatSqlMutation } from '../../../api/sqllab';
import { useToasts } from '../../../components/toasts/useToasts';

interface FormatSqlButtonProps {
  /** The database's engine, so the server formats in its dialect. */
  engine: string | undefined;
  sql: () => string;
  onFormatted: (sql: string) => void;
  disabled: boolean;
  /** Lets the Format SQL keyboard shortcut press this button. */
  actionRef?: Ref<{ format: () => void }>;
}

/** 'Format SQL': the server's formatter rewrites the editor's SQL. */
export function FormatSqlButton({
  engine,
  sql,
  onFormatted,
  disabled,
  actionRef,
}: FormatSqlButtonProps): ReactElement {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [formatSql, formatting] = useFormatSqlMutation();
  const format = async (): Promise<void> => {
    const result = await formatSql(engine ? { sql: sql(), engine } : { sql: sql() });
    if ('error' in result || result.data === undefined) toasts.addDangerToast(errorMessage(result.error, t));
    else onFormatted(result.data);
  };
  useImperativeHandle(actionRef, () => ({
    format: () => {
      if (!disabled && !formatting.isLoading) void format();
    },
  }));
  return (
    <Button
      icon={<FormatPainterOutlined />}
      disabled={disabled}
      loading={formatting.isLoading}
      onClick={() => void format()}
    >
      {t('sqllab.toolbar.formatSql')}
    </Button>
  );
}
