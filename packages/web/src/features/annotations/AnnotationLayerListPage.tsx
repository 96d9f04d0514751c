import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ANNOTATION_LAYERS_RESOURCE, type AnnotationLayerListItem } from '../../api/annotations';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ListView, type SortState } from '../../components/ListView';
import { ReturnFocus } from '../../components/ReturnFocus/ReturnFocus';
import { usePermissions } from '../auth/usePermissions';
import { AnnotationLayerModal } from './AnnotationLayerModal';
import { layerColumns, layerFilters } from './layerColumns';

const INITIAL_SORT: SortState = { column: 'changed_on_delta_humanized', direction: 'desc' };

const layerName = (layer: AnnotationLayerListItem): string => layer.name;

/** What the dialog is open for: a new layer, or the layer being edited. */
type Editing = { layerId?: number } | null;

/** Settings › Annotation layers: search, created-by filter, add, edit, delete one or many. */
export function AnnotationLayerListPage(): ReactElement {
  const { t } = useTranslation();
  const can = usePermissions();
  const canWrite = can('can_write', 'Annotation');
  const [editing, setEditing] = useState<Editing>(null);
  const columns = useMemo(() => layerColumns(t), [t]);
  const filters = useMemo(() => layerFilters(t), [t]);
  const onAdd = useCallback(() => setEditing({}), []);
  const onEdit = useCallback((layer: AnnotationLayerListItem) => setEditing({ layerId: layer.id }), []);
  const addLabel = t('annotations.layers.add');
  const emptyState = (
    <EmptyState
      size="big"
      title={t('annotations.layers.empty.title')}
      description={t(canWrite ? 'annotations.layers.empty.canWrite' : 'annotations.layers.empty.readOnly')}
      action={
        canWrite && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {addLabel}
          </Button>
        )
      }
    />
  );
  return (
    <>
      <ListView<AnnotationLayerListItem>
        resource={ANNOTATION_LAYERS_RESOURCE}
        resourceLabel={t('annotations.layers.resource')}
        resourceLabelPlural={t('annotations.layers.resources')}
        title={t('annotations.layers.title')}
        columns={columns}
        filters={filters}
        initialSort={INITIAL_SORT}
        getItemName={layerName}
        addLabel={addLabel}
        onAdd={onAdd}
        onEdit={onEdit}
        confirmDeleteByTyping
        emptyState={emptyState}
      />
      {editing && (
        <ReturnFocus>
          <AnnotationLayerModal layerId={editing.layerId} onClose={() => setEditing(null)} />
        </ReturnFocus>
      )}
    </>
  );
}
