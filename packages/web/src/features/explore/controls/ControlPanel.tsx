import type { DatasourceData, QueryFormData } from '@loupe/core';
import { Collapse, Tabs, Typography, type TabsProps } from 'antd';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateText } from '../../../viz/i18n';
import { effectiveControl, isControlVisible, resolveControl } from '../../../viz/sharedControls';
import type {
  ControlContext,
  ControlPanelConfig,
  ControlPanelSection,
  ControlSetItem,
} from '../../../viz/types';
import { ControlItem } from './ControlItem';
import { ErrorMarker } from './ErrorMarker';
import { sectionControls, sectionsHaveErrors } from './panelSections';
import { controlValue } from './validation';

export interface ControlPanelProps {
  panel: ControlPanelConfig;
  formData: QueryFormData;
  datasource: DatasourceData | null;
  onChange: (name: string, value: unknown) => void;
  errors: Record<string, string[]>;
}

interface RowsProps extends ControlPanelProps {
  idPrefix: string;
  context: ControlContext;
}

/** One panel cell: a control, a sub-heading, or nothing (hidden controls, empty cells, unknown names). */
function renderItem(item: ControlSetItem, props: RowsProps): ReactNode {
  const { panel, formData, context, onChange, errors, idPrefix } = props;
  if (item && typeof item === 'object' && 'heading' in item) return null;
  const resolved = resolveControl(item, panel.controlOverrides);
  if (!resolved || !isControlVisible(resolved, context)) return null;
  const config = effectiveControl(resolved, context);
  return (
    <ControlItem
      id={`${idPrefix}-${config.name}`}
      config={config}
      value={controlValue(config, formData)}
      onChange={onChange}
      context={context}
      errors={errors[config.name] ?? []}
    />
  );
}

/** A section's rows, each laid out as equal columns; rows whose every control is hidden are left out. */
function SectionRows({ section, rowsProps }: { section: ControlPanelSection; rowsProps: RowsProps }) {
  const { t } = useTranslation();
  const rows = section.controlSetRows.flatMap((row, rowIndex) => {
    const heading = row.find((item) => item && typeof item === 'object' && 'heading' in item);
    if (heading && typeof heading === 'object' && 'heading' in heading) {
      return [
        <h4 key={rowIndex} style={{ margin: '4px 0 0', fontSize: 13, fontWeight: 600 }}>
          {translateText(t, heading.heading)}
        </h4>,
      ];
    }
    const cells = row.map((item) => renderItem(item, rowsProps));
    if (cells.every((cell) => cell === null)) return [];
    return [
      <div
        key={rowIndex}
        style={{ display: 'grid', gridTemplateColumns: `repeat(${row.length}, minmax(0, 1fr))`, gap: 12 }}
      >
        {cells.map((cell, cellIndex) => (
          <div key={cellIndex} style={{ minWidth: 0 }}>
            {cell}
          </div>
        ))}
      </div>,
    ];
  });
  return rows;
}

/** A section or tab title, with Superset's red marker when one of its controls has errors. */
function TitleWithMarker({ title, hasErrors }: { title: string; hasErrors: boolean }) {
  const { t } = useTranslation();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      {title}
      {hasErrors && <ErrorMarker label={t('explore.controlPanel.hasErrors')} />}
    </span>
  );
}

/** Collapsible sections (open when the plugin marks them `expanded`), each with its description. */
function Sections({
  sections,
  rowsProps,
}: {
  sections: readonly ControlPanelSection[];
  rowsProps: RowsProps;
}) {
  const { t } = useTranslation();
  const { panel, context, errors } = rowsProps;
  const shown = sections.filter((section) => sectionControls(section, panel, context).length > 0);
  if (shown.length === 0)
    return <Typography.Text type="secondary">{t('explore.controlPanel.noControls')}</Typography.Text>;
  return (
    <Collapse
      defaultActiveKey={shown.filter((section) => section.expanded).map((section) => section.label)}
      items={shown.map((section) => ({
        key: section.label,
        label: (
          <TitleWithMarker
            title={translateText(t, section.label)}
            hasErrors={sectionsHaveErrors([section], panel, context, errors)}
          />
        ),
        children: (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
            {section.description && (
              <Typography.Text type="secondary">{translateText(t, section.description)}</Typography.Text>
            )}
            <SectionRows section={section} rowsProps={rowsProps} />
          </div>
        ),
      }))}
    />
  );
}

/**
 * Superset's control panel: the chart's sections on a "Data" and a "Customize" tab, each control with
 * its label, description, editor and validation errors. Values missing from the form data show the
 * control's default; every change is reported as the form-data key and its new value.
 */
export function ControlPanel(props: ControlPanelProps) {
  const { panel, formData, datasource } = props;
  const { t } = useTranslation();
  const idPrefix = `control${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const context = useMemo<ControlContext>(() => ({ formData, datasource }), [formData, datasource]);
  const rowsProps: RowsProps = { ...props, idPrefix, context };
  const dataSections = panel.sections.filter((section) => section.tab === 'data');
  const customizeSections = panel.sections.filter((section) => section.tab === 'customize');
  const items: NonNullable<TabsProps['items']> = [
    {
      key: 'data',
      label: (
        <TitleWithMarker
          title={t('explore.controlPanel.data')}
          hasErrors={sectionsHaveErrors(dataSections, panel, context, props.errors)}
        />
      ),
      children: <Sections sections={dataSections} rowsProps={rowsProps} />,
    },
  ];
  if (customizeSections.length > 0)
    items.push({
      key: 'customize',
      label: (
        <TitleWithMarker
          title={t('explore.controlPanel.customize')}
          hasErrors={sectionsHaveErrors(customizeSections, panel, context, props.errors)}
        />
      ),
      children: <Sections sections={customizeSections} rowsProps={rowsProps} />,
    });
  return <Tabs aria-label={t('explore.controlPanel.tabs')} defaultActiveKey="data" items={items} />;
}
