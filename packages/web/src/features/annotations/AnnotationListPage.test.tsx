import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockListResponse, createMockMe } from '../../testing/factories';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderApp } from '../../testing/renderApp';
import { AnnotationListPage } from './AnnotationListPage';
import { ANNOTATIONS, ANNOTATIONS_PATH, LAYER, LAYER_PATH } from './annotationTestkit';

function renderPage(path = '/annotationlayer/3/annotation/'): ReturnType<typeof renderApp> {
  return renderApp(path, [
    { path: '/annotationlayer/:layerId/annotation/', element: <AnnotationListPage /> },
  ]);
}

function row(label: string): HTMLElement {
  return screen.getByText(label).closest('tr')!;
}

async function typeDeleteAndConfirm(): Promise<void> {
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Type "DELETE" to confirm'), {
    target: { value: 'DELETE' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

describe('AnnotationListPage', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on('GET', LAYER_PATH, { body: LAYER })
      .on('GET', ANNOTATIONS_PATH, { body: createMockListResponse(ANNOTATIONS) })
      .on('GET', '/api/v1/me/roles/', { body: { result: createMockMe() } })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf' } });
  });

  it("titles the page with the layer's name, links back, and lists label, start and end", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Releases' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to annotation layers/ }).getAttribute('href')).toBe(
      '/annotationlayer/list/',
    );
    const cells = within(await screen.findByText('Launch').then((cell) => cell.closest('tr')!));
    expect(cells.getByText('2024-01-31 10:00:00')).toBeTruthy();
    expect(cells.getByText('2024-02-02 18:30:00')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
    expect(headers).toEqual(['Label', 'Start', 'End', 'Actions']);
    expect(server.requestsTo('GET', ANNOTATIONS_PATH)[0]?.q).toEqual({
      order_column: 'short_descr',
      order_direction: 'asc',
      page: 0,
      page_size: 25,
    });
  });

  it('sorts on the server when a column header is clicked', async () => {
    renderPage();
    await screen.findByText('Launch');
    fireEvent.click(screen.getByText('Start'));
    await waitFor(() =>
      expect(server.requestsTo('GET', ANNOTATIONS_PATH).at(-1)?.q).toMatchObject({
        order_column: 'start_dttm',
        order_direction: 'asc',
      }),
    );
  });

  it('shows the not-found page for a layer that does not exist', async () => {
    server.on('GET', '/api/v1/annotation_layer/99', { status: 404, body: { message: 'Not found' } });
    renderPage('/annotationlayer/99/annotation/');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(server.requestsTo('GET', '/api/v1/annotation_layer/99/annotation/')).toHaveLength(0);
  });

  it('shows the not-found page for an id that is not a number', async () => {
    renderPage('/annotationlayer/abc/annotation/');
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });

  it('deletes an annotation only after DELETE is typed', async () => {
    server.on('DELETE', '/api/v1/annotation_layer/3/annotation/11', { body: { message: 'OK' } });
    renderPage();
    await screen.findByText('Launch');
    fireEvent.click(within(row('Launch')).getByRole('button', { name: 'Delete' }));
    await typeDeleteAndConfirm();
    expect(await screen.findByText('Deleted: Launch')).toBeTruthy();
    expect(server.requestsTo('DELETE', '/api/v1/annotation_layer/3/annotation/11')).toHaveLength(1);
    await waitFor(() => expect(server.requestsTo('GET', ANNOTATIONS_PATH)).toHaveLength(2));
  });

  it('bulk deletes the selected annotations', async () => {
    server.on('DELETE', ANNOTATIONS_PATH, { body: { message: 'Deleted 2 annotations' } });
    renderPage();
    await screen.findByText('Launch');
    fireEvent.click(screen.getByRole('button', { name: 'Bulk select' }));
    const [, first, second] = screen.getAllByRole('checkbox');
    fireEvent.click(first!);
    fireEvent.click(second!);
    fireEvent.click(within(screen.getByTestId('bulk-actions')).getByRole('button', { name: 'Delete' }));
    await typeDeleteAndConfirm();
    expect(await screen.findByText('Deleted 2 annotations')).toBeTruthy();
    expect(server.requestsTo('DELETE', ANNOTATIONS_PATH)[0]?.url.searchParams.get('q')).toBe('!(11,12)');
  });

  it('offers a reader no add, edit, delete or bulk select', async () => {
    server.on('GET', '/api/v1/me/roles/', {
      body: { result: createMockMe({ roles: { Reader: [['can_read', 'Annotation']] } }) },
    });
    renderPage();
    await screen.findByText('Launch');
    await waitFor(() => expect(server.requestsTo('GET', '/api/v1/me/roles/')).toHaveLength(1));
    expect(screen.queryByTestId('list-add-button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bulk select' })).toBeNull();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent?.trim())).toEqual([
      'Label',
      'Start',
      'End',
    ]);
  });

  it('says what to do when the layer has no annotations', async () => {
    server.on('GET', ANNOTATIONS_PATH, { body: createMockListResponse([]) });
    renderPage();
    expect(await screen.findByText('No annotations yet')).toBeTruthy();
    expect(
      screen.getByText('Add an annotation: a moment or a period that charts using this layer will mark.'),
    ).toBeTruthy();
  });
});
