/** English strings: the Explore page's control panel and its simple control editors. */
export const EXPLORE_EN = {
  controlPanel: {
    tabs: 'Control panel tabs',
    data: 'Data',
    customize: 'Customize',
    noControls: 'This chart has no options on this tab.',
    hasErrors: 'has errors',
  },
  control: {
    description: 'About {{label}}',
    hasErrors: '{{label}} has errors',
    errors: 'Errors for {{label}}',
    readOnly: 'This value is kept as saved; it cannot be edited here.',
    noValue: 'No value set; it cannot be edited here.',
  },
  select: {
    placeholder: 'Select…',
    freeFormPlaceholder: 'Select or type a value',
    noChoices: 'No choices',
    typed: '{{value}} (typed)',
  },
  colorScheme: {
    swatches: 'Colors of {{scheme}}',
  },
  colorPicker: {
    presets: 'Scheme colors',
  },
  currency: {
    position: 'Currency prefix or suffix',
    positionPlaceholder: 'Prefix or suffix',
    prefix: 'Prefix',
    suffix: 'Suffix',
    symbolPlaceholder: 'Currency',
  },
  timeGrain: {
    none: 'The dataset offers no time grains',
  },
  temporalColumn: {
    none: 'The dataset has no temporal columns',
  },
} as const;
