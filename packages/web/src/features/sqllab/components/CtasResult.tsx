import { Alert, Button } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExecutedQuery } from '../../../api/sqllab';
import { useTabActions } from '../state/tabActions';

/** A CREATE TABLE/VIEW AS run returns no rows: it says what it created and offers to query it. */
export function CtasResult({ query }: { query: ExecutedQuery }): ReactElement {
  const { t } = useTranslation();
  const tabs = useTabActions();
  const name = `${query.tempSchema ? `${query.tempSchema}.` : ''}${query.tempTable ?? ''}`;
  const created =
    query.ctas_method === 'VIEW'
      ? t('sqllab.ctas.viewCreated', { name })
      : t('sqllab.ctas.tableCreated', { name });
  return (
    <Alert
      type="info"
      showIcon
      title={created}
      data-testid="ctas-result"
      action={
        tabs && (
          <Button
            size="small"
            onClick={() =>
              void tabs.addTab({
                name: t('sqllab.editor.queryOf', { name }),
                dbId: query.dbId ?? null,
                schema: query.tempSchema ?? null,
                sql: `SELECT * FROM ${name}`,
              })
            }
          >
            {t('sqllab.ctas.queryInNewTab')}
          </Button>
        )
      }
    />
  );
}
