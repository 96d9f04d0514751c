import { validateSpatial } from '@loupe/core';
import { Alert, Checkbox, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ControlEditorProps } from '../../controlProps';

type SpatialType = 'latlong' | 'delimited' | 'geohash';

/** Superset's SpatialControl value (the fields of every type; each type reads its own). */
export interface SpatialValue {
  type: SpatialType;
  latCol?: string;
  lonCol?: string;
  lonlatCol?: string;
  delimiter?: string;
  geohashCol?: string;
  reverseCheckbox?: boolean;
}

const TYPES: readonly SpatialType[] = ['latlong', 'delimited', 'geohash'];

function spatialOf(value: unknown): SpatialValue {
  const given = (typeof value === 'object' && value !== null ? value : {}) as Partial<SpatialValue>;
  const type = TYPES.find((candidate) => candidate === given.type) ?? 'latlong';
  return { ...given, type, delimiter: given.delimiter ?? ',' };
}

/**
 * Superset's geo (spatial) control: where a row's point comes from — a longitude and a latitude
 * column, one column holding both with a delimiter (optionally lat first), or a geohash column — with
 * 'Invalid lat/long configuration.' while a column or the delimiter is missing.
 */
export function GeoControl({ id, value, onChange, context, disabled }: ControlEditorProps) {
  const { t } = useTranslation();
  const spatial = spatialOf(value);
  const error = validateSpatial(spatial);
  const set = (patch: Partial<SpatialValue>) => onChange({ ...spatial, ...patch });
  const columns = (context.datasource?.columns ?? []).map((column) => ({
    value: column.column_name,
    label: column.verbose_name || column.column_name,
  }));
  const columnSelect = (label: string, field: 'latCol' | 'lonCol' | 'lonlatCol' | 'geohashCol') => (
    <Select
      aria-label={label}
      placeholder={label}
      showSearch={{ optionFilterProp: 'label' }}
      disabled={disabled}
      value={spatial[field]}
      options={columns}
      onChange={(column: string) => set({ [field]: column })}
      style={{ width: '100%' }}
    />
  );
  return (
    <Space id={id} direction="vertical" style={{ width: '100%' }} data-testid="geo-control">
      <Select
        aria-label={t('exploreEditors.spatial.type')}
        disabled={disabled}
        value={spatial.type}
        options={TYPES.map((type) => ({ value: type, label: t(`exploreEditors.spatial.types.${type}`) }))}
        onChange={(type: SpatialType) => set({ type })}
        style={{ width: '100%' }}
      />
      {spatial.type === 'latlong' && (
        <>
          {columnSelect(t('exploreEditors.spatial.longitude'), 'lonCol')}
          {columnSelect(t('exploreEditors.spatial.latitude'), 'latCol')}
        </>
      )}
      {spatial.type === 'delimited' && (
        <>
          {columnSelect(t('exploreEditors.spatial.column'), 'lonlatCol')}
          <Input
            aria-label={t('exploreEditors.spatial.delimiter')}
            placeholder={t('exploreEditors.spatial.delimiter')}
            disabled={disabled}
            value={spatial.delimiter}
            onChange={(event) => set({ delimiter: event.target.value })}
          />
        </>
      )}
      {spatial.type === 'geohash' && columnSelect(t('exploreEditors.spatial.column'), 'geohashCol')}
      {spatial.type !== 'latlong' && (
        <Checkbox
          checked={spatial.reverseCheckbox === true}
          disabled={disabled}
          onChange={(event) => set({ reverseCheckbox: event.target.checked })}
        >
          {t('exploreEditors.spatial.reverse')}
        </Checkbox>
      )}
      {error && <Alert type="error" showIcon title={error} role="alert" />}
    </Space>
  );
}
