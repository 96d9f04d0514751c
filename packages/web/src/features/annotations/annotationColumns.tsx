import type { TFunction } from 'i18next';
import type { AnnotationListItem } from '../../api/annotations';
import { FROM_SMALL, type ListColumn } from '../../components/ListView';
import { formatDateTime } from './dateTimes';

/** Superset's annotation list columns: label, start and end, all sortable. */
export function annotationColumns(t: TFunction): ListColumn<AnnotationListItem>[] {
  return [
    { key: 'short_descr', title: t('annotations.list.columns.label'), sortable: true },
    {
      key: 'start_dttm',
      title: t('annotations.list.columns.start'),
      sortable: true,
      render: (annotation) => formatDateTime(annotation.start_dttm),
    },
    {
      key: 'end_dttm',
      title: t('annotations.list.columns.end'),
      sortable: true,
      responsive: FROM_SMALL,
      render: (annotation) => formatDateTime(annotation.end_dttm),
    },
  ];
}
