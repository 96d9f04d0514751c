import { CaretRightOutlined, StopOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Flex, Select, Tooltip, Typography } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryLimitOptions } from '../state/sqlLabLimits';

interface RunControlsProps {
  running: boolean;
  canRun: boolean;
  hasSelection: boolean;
  queryLimit: number;
  onRun: () => void;
  onRunSelection: () => void;
  onStop: () => void;
  onLimitChange: (limit: number) => void;
  /** The largest limit offered (the server's SQL_MAX_ROW). */
  maxRow: number;
  /** Further editor actions shown after the limit (e.g. Save). */
  extra?: ReactNode;
}

/**
 * Run / Run selection, or Stop while a query runs, the row limit and the editor's other actions, in
 * compact (small) controls so they fit on one line at a laptop's width (1440 px); narrower, they wrap.
 */
export function RunControls(props: RunControlsProps): ReactElement {
  const { t } = useTranslation();
  const limits = queryLimitOptions(props.maxRow, props.queryLimit);
  return (
    <ConfigProvider componentSize="small">
      <Flex gap={6} align="center" wrap data-testid="run-controls">
        {props.running ? (
          <Button danger icon={<StopOutlined />} onClick={props.onStop}>
            {t('sqllab.editor.stop')}
          </Button>
        ) : (
          <Tooltip title={t('sqllab.editor.runShortcut')}>
            <Button
              type="primary"
              icon={<CaretRightOutlined />}
              disabled={!props.canRun}
              onClick={props.onRun}
            >
              {t('sqllab.editor.run')}
            </Button>
          </Tooltip>
        )}
        <Button
          disabled={props.running || !props.canRun || !props.hasSelection}
          onClick={props.onRunSelection}
        >
          {t('sqllab.editor.runSelection')}
        </Button>
        <Typography.Text type="secondary">{t('sqllab.editor.limit')}</Typography.Text>
        <Select<number>
          aria-label={t('sqllab.editor.limit')}
          style={{ width: 100 }}
          value={props.queryLimit}
          options={limits.map((limit) => ({ value: limit, label: limit.toLocaleString() }))}
          onChange={props.onLimitChange}
        />
        {props.extra}
      </Flex>
    </ConfigProvider>
  );
}
