import type { AnnotationListItem } from '../../api/annotations';

export const LAYER_PATH = '/api/v1/annotation_layer/3';
export const ANNOTATIONS_PATH = '/api/v1/annotation_layer/3/annotation/';

export const LAYER = { id: 3, result: { id: 3, name: 'Releases', descr: 'Product releases' } };

export const ANNOTATIONS: AnnotationListItem[] = [
  {
    id: 11,
    short_descr: 'Launch',
    long_descr: 'Version 2 goes live',
    start_dttm: '2024-01-31T10:00:00',
    end_dttm: '2024-02-02T18:30:00',
    json_metadata: '{"color": "red"}',
    changed_on_delta_humanized: '2 days ago',
    created_by: null,
    changed_by: null,
  },
  {
    id: 12,
    short_descr: 'Freeze',
    long_descr: null,
    start_dttm: '2024-03-01T00:00:00',
    end_dttm: '2024-03-01T00:00:00',
    json_metadata: '',
    changed_on_delta_humanized: 'a day ago',
    created_by: null,
    changed_by: null,
  },
];
