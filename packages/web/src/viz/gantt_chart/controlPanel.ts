import { LEGEND_SECTION_ROWS } from '../distribution/legend';
import { columnControl, renderCheckbox } from '../flow/controls';
import { ORDER_BY_COLS } from '../tabular/orderByCols';
import type { ControlPanelConfig } from '../types';

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        [{ ...columnControl('start_time', 'Start Time', ''), description: undefined }],
        [{ ...columnControl('end_time', 'End Time', ''), description: undefined }],
        [columnControl('y_axis', 'Y-axis', 'Dimension to use on y-axis.')],
        ['series'],
        [
          {
            ...renderCheckbox(
              'subcategories',
              'Subcategories',
              false,
              'Divides each category into subcategories based on the values in the dimension. It can be used to exclude intersections.',
            ),
            visibility: ({ formData }) => !!formData.series,
          },
        ],
        [
          {
            name: 'tooltip_metrics',
            type: 'MetricsControl',
            label: 'Tooltip metrics',
            description: 'Metrics to show in the tooltip.',
            multi: true,
          },
        ],
        [
          {
            name: 'tooltip_columns',
            type: 'ColumnsControl',
            label: 'Tooltip contents',
            description: 'Columns to show in the tooltip.',
            multi: true,
          },
        ],
        ['adhoc_filters'],
        [ORDER_BY_COLS],
        ['row_limit'],
      ],
    },
    {
      label: 'Chart Title',
      tab: 'customize',
      expanded: true,
      controlSetRows: [[{ heading: 'X Axis' }], ['x_axis_title'], [{ heading: 'Y Axis' }], ['y_axis_title']],
    },
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        ...LEGEND_SECTION_ROWS,
        ['zoomable'],
        [{ heading: 'X Axis' }],
        [
          {
            name: 'x_axis_time_bounds',
            // Superset's pair of times of day ["HH:mm:ss", "HH:mm:ss"], either end may be empty.
            type: 'CollectionControl',
            label: 'Bounds',
            description:
              'Bounds for the X-axis. Selected time merges with min/max date of the data. When left empty, bounds dynamically defined based on the min/max of the data.',
            renderTrigger: true,
          },
        ],
        ['x_axis_time_format'],
        [{ heading: 'Tooltip' }],
        ['tooltipTimeFormat'],
        [
          {
            name: 'tooltipValuesFormat',
            type: 'NumberFormatControl',
            label: 'Number format',
            default: 'SMART_NUMBER',
            freeForm: true,
            renderTrigger: true,
          },
        ],
      ],
    },
  ],
};
