import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { AnnotationLayerListItem, AnnotationUserSummary } from '../../api/annotations';
import { annotationListPath } from '../../app/paths';
import { FROM_TABLET, type ListColumn, type ListFilterDef } from '../../components/ListView';
import { formatDateTime } from './dateTimes';

export function userName(user: AnnotationUserSummary | null | undefined): string {
  return user ? `${user.first_name} ${user.last_name}`.trim() : '';
}

/** Superset's annotation layer list columns; the sortable ones are its `order_columns`. */
export function layerColumns(t: TFunction): ListColumn<AnnotationLayerListItem>[] {
  return [
    {
      key: 'name',
      title: t('annotations.layers.columns.name'),
      sortable: true,
      render: (layer) => <Link to={annotationListPath(layer.id)}>{layer.name}</Link>,
    },
    {
      key: 'descr',
      title: t('annotations.layers.columns.descr'),
      sortable: true,
      responsive: FROM_TABLET,
    },
    {
      key: 'changed_on_delta_humanized',
      title: t('annotations.layers.columns.modified'),
      sortable: true,
      responsive: FROM_TABLET,
    },
    {
      key: 'created_on',
      title: t('annotations.layers.columns.createdOn'),
      sortable: true,
      responsive: FROM_TABLET,
      render: (layer) => formatDateTime(layer.created_on),
    },
    {
      // The server sorts creators by first name, as Superset's `order_columns` say.
      key: 'created_by.first_name',
      title: t('annotations.layers.columns.createdBy'),
      sortable: true,
      responsive: FROM_TABLET,
      render: (layer) => userName(layer.created_by),
    },
  ];
}

/** Created by (the related users) and Superset's search over the layer's name and description. */
export function layerFilters(t: TFunction): ListFilterDef[] {
  return [
    {
      kind: 'related',
      id: 'created_by',
      column: 'created_by',
      label: t('annotations.layers.filters.createdBy'),
      operator: 'rel_o_m',
    },
    {
      kind: 'search',
      id: 'search',
      column: 'name',
      // Superset's search over the name and the description.
      operator: 'annotation_layer_all_text',
      label: t('annotations.layers.filters.search'),
      placeholder: t('annotations.layers.filters.searchPlaceholder'),
    },
  ];
}
