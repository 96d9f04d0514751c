import type { DatasourceData, QueryFormColumn } from '@loupe/core';
import { Input, Select, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PopoverActions } from './PopoverActions';

export interface ColumnPopoverProps {
  column: QueryFormColumn | undefined;
  datasource: DatasourceData | null;
  onSave: (column: QueryFormColumn) => void;
  onClose: () => void;
}

/** A dataset column (Saved) or an ad-hoc SQL column `{sqlExpression, label, expressionType:'SQL'}`. */
export function ColumnPopover({ column, datasource, onSave, onClose }: ColumnPopoverProps) {
  const { t } = useTranslation();
  const adhoc = typeof column === 'object' ? column : undefined;
  const [tab, setTab] = useState<'SAVED' | 'SQL'>(adhoc ? 'SQL' : 'SAVED');
  const [saved, setSaved] = useState(typeof column === 'string' ? column : undefined);
  const [sql, setSql] = useState(adhoc?.sqlExpression ?? '');
  const [label, setLabel] = useState(adhoc?.label ?? '');
  const result: QueryFormColumn | undefined =
    tab === 'SAVED'
      ? saved
      : sql.trim()
        ? { sqlExpression: sql, label: label.trim() || sql, expressionType: 'SQL' }
        : undefined;
  const changed = result !== undefined && JSON.stringify(result) !== JSON.stringify(column);
  return (
    <div style={{ width: 320 }} data-testid="column-popover">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key === 'SQL' ? 'SQL' : 'SAVED')}
        items={[
          {
            key: 'SAVED',
            label: t('exploreEditors.column.savedTab'),
            children: (
              <Select
                aria-label={t('exploreEditors.column.column')}
                style={{ width: '100%' }}
                showSearch
                value={saved}
                onChange={(next: string) => setSaved(next)}
                placeholder={t('exploreEditors.column.columnPlaceholder')}
                options={(datasource?.columns ?? []).map((c) => ({
                  value: c.column_name,
                  label: c.verbose_name || c.column_name,
                }))}
              />
            ),
          },
          {
            key: 'SQL',
            label: t('exploreEditors.column.sqlTab'),
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Input
                  aria-label={t('exploreEditors.column.label')}
                  placeholder={t('exploreEditors.column.labelPlaceholder')}
                  value={label}
                  onChange={(event) => setLabel(event.target.value)}
                />
                <Input.TextArea
                  aria-label={t('exploreEditors.column.sqlExpression')}
                  rows={3}
                  value={sql}
                  onChange={(event) => setSql(event.target.value)}
                  style={{ fontFamily: 'monospace' }}
                />
              </Space>
            ),
          },
        ]}
      />
      <PopoverActions result={result ?? undefined} changed={changed} onSave={onSave} onClose={onClose} />
    </div>
  );
}
