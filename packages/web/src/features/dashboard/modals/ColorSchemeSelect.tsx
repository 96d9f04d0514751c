import { Flex, Select } from 'antd';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORICAL_SCHEMES } from '../../../viz/colors/colorSchemes';

/** How many of a scheme's colours its option previews. */
const SWATCHES = 10;

interface ColorSchemeSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
}

/** The categorical colour schemes charts use, each shown with its first colours. */
export function ColorSchemeSelect({ id, value, onChange }: ColorSchemeSelectProps): ReactElement {
  const { t } = useTranslation();
  const options = useMemo(
    () =>
      CATEGORICAL_SCHEMES.map((scheme) => ({
        value: scheme.id,
        title: scheme.label,
        label: (
          <Flex align="center" gap="small" style={{ minWidth: 0 }}>
            <span style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {scheme.label}
            </span>
            <Flex aria-hidden style={{ flexShrink: 0 }}>
              {scheme.colors.slice(0, SWATCHES).map((color, index) => (
                <span
                  key={`${color}-${index}`}
                  style={{ width: 8, height: 14, background: color, display: 'inline-block' }}
                />
              ))}
            </Flex>
          </Flex>
        ),
      })),
    [],
  );
  return (
    <Select<string>
      id={id}
      aria-label={t('dashboardModals.colorScheme')}
      placeholder={t('dashboardModals.colorSchemePlaceholder')}
      options={options}
      // An empty scheme (Superset stores '') shows as none chosen.
      value={value || undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? null)}
      allowClear
      showSearch={{ optionFilterProp: 'title' }}
    />
  );
}
