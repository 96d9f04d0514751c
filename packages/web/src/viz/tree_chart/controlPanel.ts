import { columnControl, roamControl, renderNumber, renderSelect } from '../flow/controls';
import type { ControlPanelConfig } from '../types';

const POSITIONS: readonly (readonly [string, string])[] = [
  ['top', 'top'],
  ['bottom', 'bottom'],
  ['left', 'left'],
  ['right', 'right'],
];

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        [columnControl('id', 'Id', 'Name of the id column')],
        [columnControl('parent', 'Parent', 'Name of the column containing the id of the parent node')],
        [columnControl('name', 'Name', 'Optional name of the data column.', false)],
        [
          {
            name: 'root_node_id',
            type: 'TextControl',
            label: 'Root node id',
            description: 'Id of root node of the tree.',
            renderTrigger: true,
          },
        ],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
      ],
    },
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        [
          renderSelect(
            'layout',
            'Tree layout',
            'orthogonal',
            [
              ['orthogonal', 'Orthogonal'],
              ['radial', 'Radial'],
            ],
            'Layout type of tree',
          ),
        ],
        [
          {
            ...renderSelect(
              'orient',
              'Tree orientation',
              'LR',
              [
                ['LR', 'Left to Right'],
                ['RL', 'Right to Left'],
                ['TB', 'Top to Bottom'],
                ['BT', 'Bottom to Top'],
              ],
              'Orientation of tree',
            ),
            visibility: ({ formData }) => (formData.layout ?? 'orthogonal') === 'orthogonal',
          },
        ],
        [
          renderSelect(
            'node_label_position',
            'Node label position',
            'left',
            POSITIONS,
            'Position of intermediate node label on tree',
          ),
        ],
        [
          renderSelect(
            'child_label_position',
            'Child label position',
            'bottom',
            POSITIONS,
            'Position of child node label on tree',
          ),
        ],
        [
          renderSelect(
            'emphasis',
            'Emphasis',
            'descendant',
            [
              ['ancestor', 'ancestor'],
              ['descendant', 'descendant'],
            ],
            'Which relatives to highlight on hover',
          ),
        ],
        [
          renderSelect('symbol', 'Symbol', 'emptyCircle', [
            ['emptyCircle', 'Empty circle'],
            ['circle', 'Circle'],
            ['rect', 'Rectangle'],
            ['triangle', 'Triangle'],
            ['diamond', 'Diamond'],
            ['pin', 'Pin'],
            ['arrow', 'Arrow'],
            ['none', 'None'],
          ]),
        ],
        [renderNumber('symbolSize', 'Symbol size', 7, { min: 5, max: 30, step: 2 }, 'Size of edge symbols')],
        [roamControl(false)],
      ],
    },
  ],
};
