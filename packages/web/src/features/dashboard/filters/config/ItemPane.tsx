import {
  isNativeFilter,
  type NativeFilter,
  type NativeFilterDivider,
  type NativeFilterItem,
} from '@loupe/core';
import { Button, Form, Input, Tabs } from 'antd';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfigField } from './ConfigField';
import type { FilterSections } from './configDraft';
import { FilterSettings } from './FilterSettings';
import { ScopingTab } from './ScopingTab';
import type { ItemErrors } from './validation';

function DividerSettings({
  divider,
  errors,
  onChange,
}: {
  divider: NativeFilterDivider;
  errors: ItemErrors;
  onChange: (divider: NativeFilterDivider) => void;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" component="div" className="loupe-fc-form">
      <ConfigField
        label={t('dashboardFiltersConfig.dividerTitle')}
        htmlFor={`${divider.id}-title`}
        required
        error={errors.title}
      >
        <Input
          id={`${divider.id}-title`}
          value={divider.title}
          aria-invalid={errors.title ? true : undefined}
          onChange={(event) => onChange({ ...divider, title: event.target.value })}
        />
      </ConfigField>
      <ConfigField
        label={t('dashboardFiltersConfig.dividerDescription')}
        htmlFor={`${divider.id}-description`}
      >
        <Input.TextArea
          id={`${divider.id}-description`}
          autoSize={{ minRows: 3, maxRows: 8 }}
          value={divider.description ?? ''}
          onChange={(event) => onChange({ ...divider, description: event.target.value })}
        />
      </ConfigField>
    </Form>
  );
}

export interface ItemPaneProps {
  item: NativeFilterItem;
  removed: boolean;
  sections: FilterSections;
  errors: ItemErrors;
  parentCandidates: NativeFilter[];
  /** A save found errors here: the pane shows its settings, focuses the first wrong field, then says so. */
  focusError: boolean;
  onErrorFocused: () => void;
  onChange: (item: NativeFilterItem) => void;
  onSection: (section: keyof FilterSections, on: boolean) => void;
  onRestore: () => void;
}

/**
 * The right pane: a filter's "Settings" and "Scoping" tabs, a divider's title and description, or,
 * for an item removed within its undo window, the way back.
 */
export function ItemPane({
  item,
  removed,
  sections,
  errors,
  parentCandidates,
  focusError,
  onErrorFocused,
  onChange,
  onSection,
  onRestore,
}: ItemPaneProps): ReactElement {
  const { t } = useTranslation();
  const [tab, setTab] = useState('settings');
  const ref = useRef<HTMLDivElement>(null);
  const filter = isNativeFilter(item);

  useEffect(() => {
    if (!focusError) return undefined;
    setTab('settings');
    // After the settings tab has rendered with its errors.
    const timer = setTimeout(() => {
      const field = ref.current?.querySelector('.ant-form-item-has-error');
      const control = field?.querySelector<HTMLElement>(
        'input:not([disabled]), textarea, button, [tabindex="0"]',
      );
      control?.focus();
      onErrorFocused();
    }, 0);
    return () => clearTimeout(timer);
  }, [focusError, onErrorFocused]);

  if (removed)
    return (
      <div className="loupe-fc-removed" role="status">
        <p>
          {filter ? t('dashboardFiltersConfig.removedFilter') : t('dashboardFiltersConfig.removedDivider')}
        </p>
        <Button type="primary" onClick={onRestore}>
          {filter ? t('dashboardFiltersConfig.restoreFilter') : t('dashboardFiltersConfig.restoreDivider')}
        </Button>
      </div>
    );

  if (!filter)
    return (
      <div ref={ref}>
        <DividerSettings divider={item} errors={errors} onChange={onChange} />
      </div>
    );

  return (
    <div ref={ref}>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'settings',
            label: t('dashboardFiltersConfig.settings'),
            children: (
              <FilterSettings
                filter={item}
                sections={sections}
                errors={errors}
                parentCandidates={parentCandidates}
                onChange={onChange}
                onSection={onSection}
              />
            ),
          },
          {
            key: 'scoping',
            label: t('dashboardFiltersConfig.scoping'),
            children: <ScopingTab filter={item} onChange={onChange} />,
          },
        ]}
      />
    </div>
  );
}
