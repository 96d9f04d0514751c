import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderWithProviders } from '../../testing/renderApp';
import { AnnotationModal } from './AnnotationModal';
import { ANNOTATIONS_PATH } from './annotationTestkit';

const ITEM_PATH = '/api/v1/annotation_layer/3/annotation/11';

const SAVED = {
  id: 11,
  result: {
    id: 11,
    short_descr: 'Launch',
    long_descr: 'Version 2 goes live',
    start_dttm: '2024-01-31T10:00:00',
    end_dttm: '2024-02-02T18:30:00',
    json_metadata: '{"color": "red"}',
  },
};

function dialog(): HTMLElement {
  return screen.getByRole('dialog');
}

/** Types a date into one end of the range picker and commits it as a user pressing Enter does. */
function typeDate(placeholder: string, value: string): void {
  const input = within(dialog()).getByPlaceholderText(placeholder);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('AnnotationModal', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on('GET', ITEM_PATH, { body: SAVED })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf' } });
  });

  // The range picker's panels (two months, time columns) take seconds to render in jsdom.
  it('adds an interval annotation with naive ISO datetimes', async () => {
    server.on('POST', ANNOTATIONS_PATH, { status: 201, body: SAVED });
    const onClose = vi.fn();
    renderWithProviders(<AnnotationModal layerId={3} onClose={onClose} />);
    expect(await within(dialog()).findByText('Add annotation')).toBeTruthy();
    fireEvent.change(within(dialog()).getByLabelText('Annotation name'), { target: { value: 'Launch' } });
    typeDate('Start', '2024-01-31 10:00');
    typeDate('End', '2024-02-02 18:30');
    fireEvent.change(within(dialog()).getByLabelText('Description'), {
      target: { value: 'Version 2 goes live' },
    });
    fireEvent.change(within(dialog()).getByLabelText('JSON metadata'), {
      target: { value: '{"color": "red"}' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.requestsTo('POST', ANNOTATIONS_PATH)[0]?.body).toEqual({
      short_descr: 'Launch',
      long_descr: 'Version 2 goes live',
      start_dttm: '2024-01-31T10:00:00',
      end_dttm: '2024-02-02T18:30:00',
      json_metadata: '{"color": "red"}',
    });
    expect(await screen.findByText('Annotation added')).toBeTruthy();
  }, 20_000);

  it('asks for a name and a start, and refuses metadata that is not JSON, before sending', async () => {
    renderWithProviders(<AnnotationModal layerId={3} onClose={vi.fn()} />);
    await within(dialog()).findByText('Add annotation');
    fireEvent.change(within(dialog()).getByLabelText('JSON metadata'), { target: { value: '{oops' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add' }));
    expect(await within(dialog()).findByText('Name is required')).toBeTruthy();
    expect(within(dialog()).getByText('Start date is required')).toBeTruthy();
    expect(within(dialog()).getByText('JSON not valid')).toBeTruthy();
    expect(server.requestsTo('POST', ANNOTATIONS_PATH)).toHaveLength(0);
  });

  it('edits an annotation with what the server has and keeps its dates', async () => {
    server.on('PUT', ITEM_PATH, { body: SAVED });
    const onClose = vi.fn();
    renderWithProviders(<AnnotationModal layerId={3} annotationId={11} onClose={onClose} />);
    const name = await within(dialog()).findByLabelText('Annotation name');
    expect((name as HTMLInputElement).value).toBe('Launch');
    expect((within(dialog()).getByPlaceholderText('Start') as HTMLInputElement).value).toBe(
      '2024-01-31 10:00',
    );
    expect((within(dialog()).getByPlaceholderText('End') as HTMLInputElement).value).toBe('2024-02-02 18:30');
    fireEvent.change(name, { target: { value: 'Big launch' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.requestsTo('PUT', ITEM_PATH)[0]?.body).toEqual({
      short_descr: 'Big launch',
      long_descr: 'Version 2 goes live',
      start_dttm: '2024-01-31T10:00:00',
      end_dttm: '2024-02-02T18:30:00',
      json_metadata: '{"color": "red"}',
    });
    expect(await screen.findByText('Annotation updated')).toBeTruthy();
  });

  it("puts the server's 422 messages on the fields they are about", async () => {
    server.on('PUT', ITEM_PATH, {
      status: 422,
      body: {
        message: {
          short_descr: ['Short description must be unique for this layer'],
          end_dttm: ['End date must be after start date'],
          json_metadata: ['JSON not valid'],
        },
      },
    });
    const onClose = vi.fn();
    renderWithProviders(<AnnotationModal layerId={3} annotationId={11} onClose={onClose} />);
    await within(dialog()).findByLabelText('Annotation name');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Short description must be unique for this layer')).toBeTruthy();
    expect(within(dialog()).getByText('End date must be after start date')).toBeTruthy();
    expect(within(dialog()).getByText('JSON not valid')).toBeTruthy();
    expect(within(dialog()).getByLabelText('Annotation name').getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows why the annotation could not be read', async () => {
    server.on('GET', ITEM_PATH, { status: 404, body: { message: 'Not found' } });
    renderWithProviders(<AnnotationModal layerId={3} annotationId={11} onClose={vi.fn()} />);
    expect(
      await within(dialog()).findByText('An error occurred while fetching the annotation: Not found'),
    ).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });
});
