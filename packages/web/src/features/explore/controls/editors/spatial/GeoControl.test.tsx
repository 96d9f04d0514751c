import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createMockColumn,
  createMockDataset,
  createMockDatasourceData,
} from '../../../../../testing/dataFactories';
import { SHARED_CONTROLS } from '../../../../../viz/sharedControls';
import { pickOption, renderEditor } from '../adhoc/testkit';
import { GeoControl } from './GeoControl';

const airports = createMockDatasourceData(
  createMockDataset({
    columns: [
      createMockColumn({ id: 1, column_name: 'latitude' }),
      createMockColumn({ id: 2, column_name: 'longitude' }),
      createMockColumn({ id: 3, column_name: 'coords' }),
    ],
  }),
);

describe('GeoControl', () => {
  it("says 'Invalid lat/long configuration.' until both columns are chosen", async () => {
    const { onChange } = renderEditor(GeoControl, 'GeoControl', { type: 'latlong' }, airports);
    expect(screen.getByRole('alert').textContent).toBe('Invalid lat/long configuration.');
    await pickOption('Longitude', 'longitude');
    expect(onChange).toHaveBeenLastCalledWith({ type: 'latlong', delimiter: ',', lonCol: 'longitude' });
  });

  it('reads one delimited column, with the reverse order checkbox, as a complete configuration', () => {
    renderEditor(
      GeoControl,
      'GeoControl',
      { type: 'delimited', lonlatCol: 'coords', delimiter: ';', reverseCheckbox: true },
      airports,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Delimiter') as HTMLInputElement).value).toBe(';');
    expect((screen.getByRole('checkbox', { name: 'Reverse lat/long' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it("blocks a chart's run through the shared spatial control's validator", () => {
    const [validate] = SHARED_CONTROLS.spatial.validators ?? [];
    expect(validate?.({ type: 'geohash' })).toBe('Invalid lat/long configuration.');
    expect(validate?.({ type: 'geohash', geohashCol: 'hash' })).toBe(false);
  });
});
