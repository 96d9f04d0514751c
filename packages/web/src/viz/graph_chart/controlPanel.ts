import { validateNonEmpty } from '@loupe/core';
import { LEGEND_SECTION_ROWS } from '../distribution/legend';
import { columnControl, roamControl, renderCheckbox, renderNumber, renderSelect } from '../flow/controls';
import type { ControlConfig, ControlContext, ControlPanelConfig } from '../types';

const isForce = ({ formData }: ControlContext) => (formData.layout ?? 'force') === 'force';

function forceNumber(
  name: string,
  label: string,
  value: number,
  description: string,
  step = 1,
): ControlConfig {
  return { ...renderNumber(name, label, value, { min: 0, step }, description), visibility: isForce };
}

// Superset stores false for "off" and text for the modes.
const SELECTED_MODE: ControlConfig<boolean | string> = {
  name: 'selectedMode',
  type: 'SelectControl',
  label: 'Node select mode',
  description: 'Allow node selections',
  default: 'single',
  clearable: false,
  renderTrigger: true,
  choices: [
    [false, 'Disabled'],
    ['single', 'Single'],
    ['multiple', 'Multiple'],
  ],
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        [columnControl('source', 'Source', 'Name of the source nodes')],
        [columnControl('target', 'Target', 'Name of the target nodes')],
        ['metric'],
        ['adhoc_filters'],
        [
          columnControl(
            'source_category',
            'Source category',
            'The category of source nodes used to assign colors. If a node is associated with more than one category, only the first will be used.',
            false,
          ),
        ],
        [columnControl('target_category', 'Target category', 'Category of target nodes', false)],
        ['row_limit'],
      ],
    },
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        ...LEGEND_SECTION_ROWS,
        [{ heading: 'Layout' }],
        [
          renderSelect(
            'layout',
            'Graph layout',
            'force',
            [
              ['force', 'Force'],
              ['circular', 'Circular'],
            ],
            'Layout type of graph',
          ),
        ],
        [
          renderSelect(
            'edgeSymbol',
            'Edge symbols',
            'none,arrow',
            [
              ['none,none', 'None'],
              ['none,arrow', 'Arrow'],
              ['circle,arrow', 'Circle and arrow'],
              ['circle,circle', 'Circles'],
            ],
            'Symbol of two ends of edge line',
          ),
        ],
        [
          renderCheckbox(
            'draggable',
            'Enable node dragging',
            false,
            'Whether to enable node dragging in force layout mode.',
          ),
        ],
        [roamControl(true)],
        [SELECTED_MODE],
        [
          renderNumber(
            'showSymbolThreshold',
            'Label threshold',
            0,
            { min: 0 },
            'Minimum value for label to be displayed on graph.',
          ),
        ],
        [
          renderNumber(
            'baseNodeSize',
            'Node size',
            20,
            { min: 0 },
            'Median node size, the largest node will be 4 times larger than the smallest',
          ),
        ],
        [
          renderNumber(
            'baseEdgeWidth',
            'Edge width',
            3,
            { min: 0 },
            'Median edge width, the thickest edge will be 4 times thicker than the thinnest.',
          ),
        ],
        [forceNumber('edgeLength', 'Edge length', 400, 'Edge length between nodes')],
        [forceNumber('gravity', 'Gravity', 0.3, 'Strength to pull the graph toward center', 0.1)],
        [forceNumber('repulsion', 'Repulsion', 1000, 'Repulsion strength between nodes')],
        [forceNumber('friction', 'Friction', 0.2, 'Friction between nodes', 0.1)],
      ],
    },
  ],
  controlOverrides: {
    metric: { validators: [validateNonEmpty] },
  },
};
