import { Select } from 'antd';
import { useEffect, useMemo, useState, type CSSProperties, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetRelatedQuery, type RelatedEndpoint } from '../../api/list';

/** Typing pauses this long before the server is asked again. */
const SEARCH_DEBOUNCE_MS = 300;

export type RelatedValue = number | string;

export interface RelatedOptionItem {
  value: RelatedValue;
  label: string;
}

interface RelatedSelectBaseProps {
  resource: string;
  column: string;
  placeholder?: string;
  ariaLabel?: string;
  /** Labels for values already chosen that may not be on the first page of related results. */
  knownOptions?: readonly RelatedOptionItem[];
  id?: string;
  style?: CSSProperties;
  /** Defaults to `related`. */
  source?: RelatedEndpoint;
  disabled?: boolean;
}

interface RelatedSingleProps extends RelatedSelectBaseProps {
  mode?: undefined;
  value?: RelatedValue;
  onChange?: (value: RelatedValue | undefined) => void;
}

interface RelatedMultipleProps extends RelatedSelectBaseProps {
  mode: 'multiple';
  value?: RelatedValue[];
  onChange?: (value: RelatedValue[]) => void;
}

export type RelatedSelectProps = RelatedSingleProps | RelatedMultipleProps;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** A select whose options come from `GET /api/v1/<resource>/related/<column>`, searched on the server. */
export function RelatedSelect(props: RelatedSelectProps): ReactElement {
  const { resource, column, placeholder, ariaLabel, knownOptions, id, style, source, disabled } = props;
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const filter = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useGetRelatedQuery({ resource, column, filter, endpoint: source });

  const options = useMemo(() => {
    const byValue = new Map<RelatedValue, RelatedOptionItem>();
    for (const option of knownOptions ?? []) byValue.set(option.value, option);
    for (const option of data?.result ?? [])
      byValue.set(option.value, { value: option.value, label: option.text });
    return [...byValue.values()];
  }, [data, knownOptions]);

  const common = {
    id,
    style,
    options,
    placeholder,
    disabled,
    'aria-label': ariaLabel,
    loading: isFetching,
    allowClear: true,
    notFoundContent: isFetching ? t('app.loading') : undefined,
    showSearch: { filterOption: false, onSearch: setSearch, searchValue: search },
    onBlur: () => setSearch(''),
  } as const;

  if (props.mode === 'multiple') {
    return (
      <Select<RelatedValue[]>
        {...common}
        mode="multiple"
        value={props.value}
        onChange={(value) => {
          setSearch('');
          props.onChange?.(value);
        }}
      />
    );
  }
  return (
    <Select<RelatedValue>
      {...common}
      value={props.value}
      onChange={(value) => {
        setSearch('');
        props.onChange?.(value);
      }}
    />
  );
}
