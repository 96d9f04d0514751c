import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../../../../testing/fakeServer';
import { COLUMN_DRAG_TYPE, METRIC_DRAG_TYPE } from '../../../components/DatasetPanel';
import { AdhocFiltersControl } from './AdhocFiltersControl';
import { operatorsFor } from './filterOperators';
import { dropOn, optionTexts, pickOption, renderEditor } from './testkit';

const VALUES_PATH = '/api/v1/datasource/table/7/column/origin/values/';

describe('AdhocFiltersControl', () => {
  it('defaults to IN and saves a Superset SIMPLE filter with values loaded from the server', async () => {
    const server = installFakeServer().on('GET', VALUES_PATH, { body: { result: ['LAX', 'SEA'] } });
    const { onChange } = renderEditor(AdhocFiltersControl, 'AdhocFiltersControl', []);
    fireEvent.click(screen.getByRole('button', { name: /Add filter/ }));
    await pickOption('Filter column', 'origin');
    expect(screen.getByText('In')).toBeTruthy();
    await waitFor(() => expect(server.requestsTo('GET', VALUES_PATH)).toHaveLength(1));
    await pickOption('Filter value', 'SEA');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onChange).toHaveBeenCalledWith([
      {
        expressionType: 'SIMPLE',
        subject: 'origin',
        operator: 'IN',
        operatorId: 'IN',
        comparator: ['SEA'],
        clause: 'WHERE',
        filterOptionName: expect.stringMatching(/^filter_/),
        isExtra: false,
      },
    ]);
  });

  it('filters a temporal column by a time range picked with the time range editor', async () => {
    installFakeServer().on('GET', '/api/v1/time_range/', ({ q }) => ({
      body: {
        result: [
          { since: '2026-11-17T00:00:00', until: '2026-11-24T00:00:00', timeRange: String(q), shift: null },
        ],
      },
    }));
    const { onChange } = renderEditor(AdhocFiltersControl, 'AdhocFiltersControl', []);
    fireEvent.click(screen.getByRole('button', { name: /Add filter/ }));
    await pickOption('Filter column', 'date');
    expect(screen.getByText('Time range')).toBeTruthy();
    fireEvent.click(await screen.findByRole('radio', { name: 'Last' }));
    const apply = screen.getByRole('button', { name: 'APPLY' });
    await waitFor(() => expect(apply).toHaveProperty('disabled', false));
    fireEvent.click(apply);
    expect(onChange).toHaveBeenCalledWith([
      expect.objectContaining({
        expressionType: 'SIMPLE',
        subject: 'date',
        operator: 'TEMPORAL_RANGE',
        comparator: 'Last week',
        clause: 'WHERE',
      }),
    ]);
  });

  it('offers operators by column type', async () => {
    installFakeServer();
    renderEditor(AdhocFiltersControl, 'AdhocFiltersControl', []);
    fireEvent.click(screen.getByRole('button', { name: /Add filter/ }));
    await pickOption('Filter column', 'origin');
    const stringOps = await optionTexts('Filter operator');
    expect(stringOps).toContain('Like (case insensitive)');
    expect(stringOps).not.toContain('Is true');
    expect(stringOps).not.toContain('TEMPORAL_RANGE');
    expect(operatorsFor('number')).toContain('IS_TRUE');
    expect(operatorsFor('boolean')).toEqual(['IS_TRUE', 'IS_FALSE', 'IS_NULL', 'IS_NOT_NULL']);
    expect(operatorsFor('temporal')).not.toContain('IS_FALSE');
  });

  it('writes a single number comparator for a comparison on a numeric column', async () => {
    installFakeServer();
    const { onChange } = renderEditor(AdhocFiltersControl, 'AdhocFiltersControl', []);
    fireEvent.click(screen.getByRole('button', { name: /Add filter/ }));
    await pickOption('Filter column', 'delay');
    await pickOption('Filter operator', 'Greater than (>)');
    fireEvent.change(screen.getByLabelText('Filter value'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onChange).toHaveBeenCalledWith([
      expect.objectContaining({
        subject: 'delay',
        operator: '>',
        operatorId: 'GREATER_THAN',
        comparator: 30,
      }),
    ]);
  });

  it('saves a Custom SQL HAVING filter', async () => {
    installFakeServer();
    const { onChange } = renderEditor(AdhocFiltersControl, 'AdhocFiltersControl', []);
    fireEvent.click(screen.getByRole('button', { name: /Add filter/ }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Custom SQL' }));
    await pickOption('Filter clause', 'HAVING');
    fireEvent.change(screen.getByLabelText('SQL filter expression'), {
      target: { value: 'SUM(delay) > 10' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onChange).toHaveBeenCalledWith([
      expect.objectContaining({ expressionType: 'SQL', sqlExpression: 'SUM(delay) > 10', clause: 'HAVING' }),
    ]);
  });

  it('opens a new filter on a dropped column', async () => {
    const server = installFakeServer().on('GET', VALUES_PATH, { body: { result: ['SEA'] } });
    renderEditor(AdhocFiltersControl, 'AdhocFiltersControl', []);
    dropOn(screen.getByTestId('ctl-drop'), { [COLUMN_DRAG_TYPE]: '"origin"' });
    expect(await screen.findByTestId('filter-popover')).toBeTruthy();
    // The popover's subject is the dropped column: it loads that column's values.
    await waitFor(() => expect(server.requestsTo('GET', VALUES_PATH)).toHaveLength(1));
    expect(screen.getByText('In')).toBeTruthy();
  });
});

describe('AdhocFiltersControl metric drops', () => {
  it('turns a dropped saved metric into a HAVING filter greater than 0', async () => {
    installFakeServer();
    const { onChange } = renderEditor(AdhocFiltersControl, 'AdhocFiltersControl', []);
    dropOn(screen.getByTestId('ctl-drop'), { [METRIC_DRAG_TYPE]: '"count"' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(onChange).toHaveBeenCalledWith([
      expect.objectContaining({ expressionType: 'SQL', sqlExpression: 'COUNT(*) > 0', clause: 'HAVING' }),
    ]);
  });
});
