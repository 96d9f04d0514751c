import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COLUMN_DRAG_TYPE, METRIC_DRAG_TYPE } from '../../../components/DatasetPanel';
import { MetricControl } from './MetricControl';
import { MetricsControl } from './MetricsControl';
import { datasourceWithExtra, dropOn, pickOption, renderEditor } from './testkit';

describe('MetricsControl', () => {
  it('builds a SIMPLE adhoc metric labelled as Superset from column and aggregate', async () => {
    const { onChange } = renderEditor(MetricsControl, 'MetricsControl', ['count']);
    fireEvent.click(screen.getByRole('button', { name: /Add metric/ }));
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    await pickOption('Column', 'delay');
    await pickOption('Aggregate', 'AVG');
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    expect(onChange).toHaveBeenCalledWith([
      'count',
      {
        expressionType: 'SIMPLE',
        column: expect.objectContaining({ column_name: 'delay', type: 'INTEGER' }),
        aggregate: 'AVG',
        label: 'AVG(delay)',
        optionName: expect.stringMatching(/^metric_/),
      },
    ]);
  });

  it('builds a Custom SQL metric with a custom title', async () => {
    const { onChange } = renderEditor(MetricsControl, 'MetricsControl', []);
    fireEvent.click(screen.getByRole('button', { name: /Add metric/ }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Custom SQL' }));
    fireEvent.change(await screen.findByLabelText('SQL expression'), { target: { value: 'SUM(delay) / 2' } });
    fireEvent.change(screen.getByLabelText('Metric title'), { target: { value: 'Half delay' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onChange).toHaveBeenCalledWith([
      {
        expressionType: 'SQL',
        sqlExpression: 'SUM(delay) / 2',
        label: 'Half delay',
        hasCustomLabel: true,
        optionName: expect.stringMatching(/^metric_/),
      },
    ]);
  });

  it('turns a dropped numeric column into SUM, another column into COUNT_DISTINCT, and adds a dropped metric', () => {
    const { onChange } = renderEditor(MetricsControl, 'MetricsControl', []);
    const zone = screen.getByTestId('ctl-drop');
    dropOn(zone, { [COLUMN_DRAG_TYPE]: '"delay"' });
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ expressionType: 'SIMPLE', aggregate: 'SUM', label: 'SUM(delay)' }),
    ]);
    dropOn(zone, { [COLUMN_DRAG_TYPE]: '"origin"' });
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ aggregate: 'COUNT_DISTINCT', label: 'COUNT_DISTINCT(origin)' }),
    ]);
    dropOn(zone, { [METRIC_DRAG_TYPE]: '"count"' });
    expect(onChange).toHaveBeenLastCalledWith(['count']);
  });

  it('shows values as chips that can be removed', () => {
    const { onChange } = renderEditor(MetricsControl, 'MetricsControl', [
      'count',
      { expressionType: 'SQL', sqlExpression: 'MAX(delay)', label: 'Worst' },
    ]);
    expect(screen.getByText('Worst')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('remove count'));
    expect(onChange).toHaveBeenCalledWith([
      { expressionType: 'SQL', sqlExpression: 'MAX(delay)', label: 'Worst' },
    ]);
  });

  it('disables Simple and Custom SQL when the dataset disallows adhoc metrics', async () => {
    renderEditor(
      MetricsControl,
      'MetricsControl',
      [],
      datasourceWithExtra('{"disallow_adhoc_metrics": true}'),
    );
    fireEvent.click(screen.getByRole('button', { name: /Add metric/ }));
    expect((await screen.findByRole('tab', { name: 'Simple' })).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Custom SQL' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Saved' }).getAttribute('aria-selected')).toBe('true');
  });

  it('MetricControl stores one metric and hides add once it has one', () => {
    const empty = renderEditor(MetricControl, 'MetricControl', null);
    dropOn(screen.getByTestId('ctl-drop'), { [METRIC_DRAG_TYPE]: '"count"' });
    expect(empty.onChange).toHaveBeenCalledWith('count');
    empty.unmount();
    renderEditor(MetricControl, 'MetricControl', 'count');
    expect(screen.queryByRole('button', { name: /Add metric/ })).toBeNull();
  });
});
