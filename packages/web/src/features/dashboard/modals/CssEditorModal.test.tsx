import { fireEvent, screen, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderApp';
import { CssEditorModal } from './CssEditorModal';

function editor(): HTMLTextAreaElement {
  return screen.getByLabelText('Live CSS editor');
}

describe('CssEditorModal', () => {
  it("shows the dashboard's CSS and reports each edit", () => {
    const onChange = vi.fn();
    renderWithProviders(
      <CssEditorModal open css=".header { color: red; }" onChange={onChange} onHide={() => undefined} />,
    );

    expect(screen.getByRole('dialog', { name: 'CSS' })).toBeTruthy();
    expect(editor().value).toBe('.header { color: red; }');
    fireEvent.change(editor(), { target: { value: '.header { color: blue; }' } });
    expect(onChange).toHaveBeenCalledWith('.header { color: blue; }');
  });

  it('is controlled: the text is what the page holds', () => {
    function Page(): ReactElement {
      const [css, setCss] = useState('');
      return (
        <>
          <output data-testid="applied">{css}</output>
          <CssEditorModal open css={css} onChange={setCss} onHide={() => undefined} />
        </>
      );
    }
    renderWithProviders(<Page />);
    fireEvent.change(editor(), { target: { value: 'body { margin: 0; }' } });
    expect(screen.getByTestId('applied').textContent).toBe('body { margin: 0; }');
    expect(editor().value).toBe('body { margin: 0; }');
  });

  it('closes through onHide, from its button or the corner', () => {
    const onHide = vi.fn();
    renderWithProviders(<CssEditorModal open css="" onChange={() => undefined} onHide={onHide} />);
    const closers = within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' });
    // antd's corner cross and the footer's button.
    expect(closers).toHaveLength(2);
    for (const closer of closers) fireEvent.click(closer);
    expect(onHide).toHaveBeenCalledTimes(2);
  });
});
