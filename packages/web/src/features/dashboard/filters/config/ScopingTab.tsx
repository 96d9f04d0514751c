import {
  checkedKeysOfScope,
  isWholeDashboardScope,
  ROOT_ID,
  scopeOfCheckedKeys,
  scopeTreeNodes,
  WHOLE_DASHBOARD_SCOPE,
  type DashboardLayout,
  type NativeFilter,
  type ScopeTreeNode,
} from '@loupe/core';
import { Radio, Tree, Typography, type TreeDataNode } from 'antd';
import { useMemo, useState, type Key, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../../app/hooks';
import { useDashboardContext } from '../../DashboardContext';

const NO_LAYOUT: DashboardLayout = {};

function treeData(nodes: readonly ScopeTreeNode[]): TreeDataNode[] {
  return nodes.map((node) => ({ key: node.key, title: node.title, children: treeData(node.children) }));
}

/**
 * A filter's "Scoping" tab (Superset's FilterScope): the whole dashboard, or the tabs and charts
 * checked in a tree of the layout. Checked subtrees become the scope's roots and the unchecked charts
 * under them its exclusions (core's scopeOfCheckedKeys).
 */
export function ScopingTab({
  filter,
  onChange,
}: {
  filter: NativeFilter;
  onChange: (filter: NativeFilter) => void;
}): ReactElement {
  const { t } = useTranslation();
  const layout = useAppSelector((root) => root.dashboard.history?.present) ?? NO_LAYOUT;
  const { charts } = useDashboardContext();
  const scope = filter.scope ?? WHOLE_DASHBOARD_SCOPE;
  const [specific, setSpecific] = useState(() => !isWholeDashboardScope(filter.scope));
  const nodes = useMemo(
    () => scopeTreeNodes(layout, (chartId) => charts.get(chartId)?.slice_name),
    [layout, charts],
  );
  const data = useMemo(
    () => [{ key: ROOT_ID, title: t('dashboardFiltersConfig.allPanels'), children: treeData(nodes) }],
    [nodes, t],
  );
  const checked = useMemo(() => checkedKeysOfScope(layout, scope), [layout, scope]);
  const name = `${filter.id}-scoping`;

  return (
    <div className="loupe-fc-scoping">
      <Radio.Group
        name={name}
        aria-label={t('dashboardFiltersConfig.scoping')}
        value={specific ? 'specific' : 'all'}
        onChange={(event) => {
          const all = event.target.value === 'all';
          setSpecific(!all);
          if (all) onChange({ ...filter, scope: WHOLE_DASHBOARD_SCOPE });
        }}
        options={[
          { value: 'all', label: t('dashboardFiltersConfig.scopingAll') },
          { value: 'specific', label: t('dashboardFiltersConfig.scopingSpecific') },
        ]}
      />
      <Typography.Paragraph type="secondary">
        {specific
          ? t('dashboardFiltersConfig.scopingSpecificHelp')
          : t('dashboardFiltersConfig.scopingAllHelp')}
      </Typography.Paragraph>
      {specific &&
        (nodes.length === 0 ? (
          <Typography.Paragraph type="secondary">{t('dashboardFiltersConfig.noPanels')}</Typography.Paragraph>
        ) : (
          <Tree
            checkable
            selectable={false}
            defaultExpandAll
            aria-label={t('dashboardFiltersConfig.scopeTree')}
            treeData={data}
            checkedKeys={checked}
            onCheck={(keys) => {
              const list: Key[] = Array.isArray(keys) ? keys : keys.checked;
              onChange({ ...filter, scope: scopeOfCheckedKeys(layout, list.map(String)) });
            }}
          />
        ))}
    </div>
  );
}
