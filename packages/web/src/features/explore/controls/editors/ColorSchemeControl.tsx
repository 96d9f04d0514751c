import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CATEGORICAL_SCHEMES, type CategoricalScheme } from '../../../../viz/colors/colorSchemes';
import { translateText } from '../../../../viz/i18n';
import { labelId, type ControlEditorProps } from '../controlProps';

/** Swatches shown per scheme: enough to recognise it without crowding the option. */
const SWATCH_COUNT = 10;

function SchemeOption({ scheme, name }: { scheme: CategoricalScheme; name: string }) {
  const { t } = useTranslation();
  return (
    <span style={{ display: 'flex', flexDirection: 'column', gap: 2, lineHeight: 1.3 }}>
      <span>{name}</span>
      <span
        role="img"
        aria-label={t('explore.colorScheme.swatches', { scheme: name })}
        style={{ display: 'flex' }}
      >
        {scheme.colors.slice(0, SWATCH_COUNT).map((color, index) => (
          <span
            key={`${color}-${index}`}
            style={{ width: 14, height: 10, background: color, marginRight: 1, borderRadius: 1 }}
          />
        ))}
      </span>
    </span>
  );
}

/** Superset's ColorSchemeControl: one of the categorical schemes, each option showing its colours. */
export function ColorSchemeControl({ id, value, onChange, disabled }: ControlEditorProps) {
  const { t } = useTranslation();
  const options = CATEGORICAL_SCHEMES.map((scheme) => {
    const name = translateText(t, scheme.label);
    return { value: scheme.id, name, label: <SchemeOption scheme={scheme} name={name} /> };
  });
  // A chart saved in Superset may name a scheme this app does not have: keep and show its id.
  if (typeof value === 'string' && value && !options.some((option) => option.value === value))
    options.push({ value, name: value, label: <span>{value}</span> });
  return (
    <Select
      id={id}
      aria-labelledby={labelId(id)}
      value={typeof value === 'string' && value ? value : undefined}
      options={options}
      disabled={disabled}
      placeholder={t('explore.select.placeholder')}
      showSearch={{ optionFilterProp: 'name' }}
      style={{ width: '100%' }}
      listHeight={320}
      onChange={(next: string) => onChange(next)}
    />
  );
}
