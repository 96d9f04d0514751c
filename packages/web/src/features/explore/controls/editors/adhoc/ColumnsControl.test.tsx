import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COLUMN_DRAG_TYPE } from '../../../components/DatasetPanel';
import { ColumnControl } from './ColumnControl';
import { ColumnsControl } from './ColumnsControl';
import { dropOn, pickOption, renderEditor } from './testkit';

describe('ColumnsControl', () => {
  it('adds a dropped dataset column by name and a saved column from the popover', async () => {
    const { onChange } = renderEditor(ColumnsControl, 'ColumnsControl', ['origin']);
    dropOn(screen.getByTestId('ctl-drop'), { [COLUMN_DRAG_TYPE]: '"delay"' });
    expect(onChange).toHaveBeenLastCalledWith(['origin', 'delay']);
    fireEvent.click(screen.getByRole('button', { name: /Add dimension/ }));
    await pickOption('Column', 'date');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onChange).toHaveBeenLastCalledWith(['origin', 'date']);
  });

  it('builds an ad-hoc SQL column', async () => {
    const { onChange } = renderEditor(ColumnsControl, 'ColumnsControl', []);
    fireEvent.click(screen.getByRole('button', { name: /Add dimension/ }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Custom SQL' }));
    fireEvent.change(screen.getByLabelText('SQL expression'), { target: { value: 'UPPER(origin)' } });
    fireEvent.change(screen.getByLabelText('Column label'), { target: { value: 'Origin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onChange).toHaveBeenCalledWith([
      { sqlExpression: 'UPPER(origin)', label: 'Origin', expressionType: 'SQL' },
    ]);
  });

  it('ColumnControl holds one column', () => {
    const { onChange } = renderEditor(ColumnControl, 'ColumnControl', null);
    dropOn(screen.getByTestId('ctl-drop'), { [COLUMN_DRAG_TYPE]: '"origin"' });
    expect(onChange).toHaveBeenCalledWith('origin');
  });
});
