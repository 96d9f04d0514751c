import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnnotationLayerListItem } from '../../api/annotations';
import { createMockListResponse, createMockMe } from '../../testing/factories';
import { installFakeServer, type FakeServer } from '../../testing/fakeServer';
import { renderWithProviders } from '../../testing/renderApp';
import { AnnotationLayerListPage } from './AnnotationLayerListPage';

const LIST_PATH = '/api/v1/annotation_layer/';
const INFO_PATH = '/api/v1/annotation_layer/_info';

const LAYERS: AnnotationLayerListItem[] = [
  {
    id: 3,
    name: 'Releases',
    descr: 'Product releases',
    created_by: { id: 1, first_name: 'Ada', last_name: 'Admin' },
    changed_by: null,
    changed_on: '2024-02-01T10:00:00',
    changed_on_delta_humanized: '2 days ago',
    created_on: '2024-01-31T09:30:00',
  },
  {
    id: 5,
    name: 'Outages',
    descr: null,
    created_by: null,
    changed_by: null,
    changed_on: null,
    changed_on_delta_humanized: 'a month ago',
    created_on: null,
  },
];

function row(name: string): HTMLElement {
  return screen.getByRole('link', { name }).closest('tr')!;
}

/** The open dialog, once it shows `title` (antd's dialog is not named by its title). */
async function dialogTitled(title: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText(title);
  return dialog;
}

async function typeDeleteAndConfirm(): Promise<void> {
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Type "DELETE" to confirm'), {
    target: { value: 'DELETE' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

describe('AnnotationLayerListPage', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = installFakeServer()
      .on('GET', LIST_PATH, { body: createMockListResponse(LAYERS) })
      .on('GET', INFO_PATH, { body: { permissions: ['can_read', 'can_write'] } })
      .on('GET', '/api/v1/annotation_layer/related/created_by', {
        body: { count: 1, result: [{ value: 1, text: 'Ada Admin', extra: {} }] },
      })
      .on('GET', '/api/v1/me/roles/', { body: { result: createMockMe() } })
      .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf' } });
  });

  it('lists layers with description, modified, created on and by; the name opens its annotations', async () => {
    renderWithProviders(<AnnotationLayerListPage />);
    const link = await screen.findByRole('link', { name: 'Releases' });
    expect(link.getAttribute('href')).toBe('/annotationlayer/3/annotation/');
    const cells = within(row('Releases'));
    expect(cells.getByText('Product releases')).toBeTruthy();
    expect(cells.getByText('2 days ago')).toBeTruthy();
    expect(cells.getByText('2024-01-31 09:30:00')).toBeTruthy();
    expect(cells.getByText('Ada Admin')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
    expect(headers).toEqual(['Name', 'Description', 'Last modified', 'Created on', 'Created by', 'Actions']);
    expect(server.requestsTo('GET', LIST_PATH)[0]?.q).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
  });

  it('searches and filters by creator', async () => {
    renderWithProviders(<AnnotationLayerListPage />);
    await screen.findByRole('link', { name: 'Releases' });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'rel' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Created by' }));
    fireEvent.click((await screen.findAllByTitle('Ada Admin')).at(-1)!);
    await waitFor(() =>
      expect(server.requestsTo('GET', LIST_PATH).at(-1)?.q).toMatchObject({
        filters: [
          { col: 'created_by', opr: 'rel_o_m', value: 1 },
          { col: 'name', opr: 'annotation_layer_all_text', value: 'rel' },
        ],
      }),
    );
  });

  it('adds a layer and reads the list again', async () => {
    server.on('POST', LIST_PATH, {
      status: 201,
      body: { id: 9, result: { name: 'Campaigns', descr: 'Marketing' } },
    });
    renderWithProviders(<AnnotationLayerListPage />);
    await screen.findByRole('link', { name: 'Releases' });
    fireEvent.click(screen.getByTestId('list-add-button'));
    const dialog = await dialogTitled('Add annotation layer');
    fireEvent.change(within(dialog).getByLabelText('Annotation layer name'), {
      target: { value: ' Campaigns ' },
    });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Marketing' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Annotation layer added')).toBeTruthy();
    expect(server.requestsTo('POST', LIST_PATH)[0]?.body).toEqual({ name: 'Campaigns', descr: 'Marketing' });
    await waitFor(() => expect(server.requestsTo('GET', LIST_PATH)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a name and shows the server saying the name is taken on the field', async () => {
    server.on('POST', LIST_PATH, { status: 422, body: { message: { name: ['Name must be unique'] } } });
    renderWithProviders(<AnnotationLayerListPage />);
    await screen.findByRole('link', { name: 'Releases' });
    fireEvent.click(screen.getByTestId('list-add-button'));
    const dialog = await dialogTitled('Add annotation layer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(server.requestsTo('POST', LIST_PATH)).toHaveLength(0);

    const name = within(dialog).getByLabelText('Annotation layer name');
    fireEvent.change(name, { target: { value: 'Releases' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Name must be unique')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('edits a layer with what the server has', async () => {
    server
      .on('GET', '/api/v1/annotation_layer/3', {
        body: { id: 3, result: { id: 3, name: 'Releases', descr: 'Product releases' } },
      })
      .on('PUT', '/api/v1/annotation_layer/3', {
        body: { id: 3, result: { name: 'Launches', descr: 'Product releases' } },
      });
    renderWithProviders(<AnnotationLayerListPage />);
    await screen.findByRole('link', { name: 'Releases' });
    fireEvent.click(within(row('Releases')).getByRole('button', { name: 'Edit' }));
    const dialog = await dialogTitled('Edit annotation layer');
    const name = await within(dialog).findByLabelText('Annotation layer name');
    expect((name as HTMLInputElement).value).toBe('Releases');
    fireEvent.change(name, { target: { value: 'Launches' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Annotation layer updated')).toBeTruthy();
    expect(server.requestsTo('PUT', '/api/v1/annotation_layer/3')[0]?.body).toEqual({
      name: 'Launches',
      descr: 'Product releases',
    });
  });

  it('deletes a layer only after DELETE is typed', async () => {
    server.on('DELETE', '/api/v1/annotation_layer/3', { body: { message: 'OK' } });
    renderWithProviders(<AnnotationLayerListPage />);
    await screen.findByRole('link', { name: 'Releases' });
    fireEvent.click(within(row('Releases')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);
    await typeDeleteAndConfirm();
    expect(await screen.findByText('Deleted: Releases')).toBeTruthy();
    expect(server.requestsTo('DELETE', '/api/v1/annotation_layer/3')).toHaveLength(1);
  });

  it('bulk deletes the selected layers', async () => {
    server.on('DELETE', LIST_PATH, { body: { message: 'Deleted 2 annotation layers' } });
    renderWithProviders(<AnnotationLayerListPage />);
    await screen.findByRole('link', { name: 'Releases' });
    fireEvent.click(screen.getByRole('button', { name: 'Bulk select' }));
    const [, first, second] = screen.getAllByRole('checkbox');
    fireEvent.click(first!);
    fireEvent.click(second!);
    fireEvent.click(within(screen.getByTestId('bulk-actions')).getByRole('button', { name: 'Delete' }));
    await typeDeleteAndConfirm();
    expect(await screen.findByText('Deleted 2 annotation layers')).toBeTruthy();
    expect(server.requestsTo('DELETE', LIST_PATH)[0]?.url.searchParams.get('q')).toBe('!(3,5)');
  });

  it('offers no add, edit, delete or bulk select to a reader', async () => {
    server.on('GET', INFO_PATH, { body: { permissions: ['can_read'] } });
    renderWithProviders(<AnnotationLayerListPage />);
    await screen.findByRole('link', { name: 'Releases' });
    await waitFor(() => expect(server.requestsTo('GET', INFO_PATH)).toHaveLength(1));
    expect(screen.queryByTestId('list-add-button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bulk select' })).toBeNull();
  });

  it('says what to do when there are no layers yet', async () => {
    server.on('GET', LIST_PATH, { body: createMockListResponse([]) });
    renderWithProviders(<AnnotationLayerListPage />);
    expect(await screen.findByText('No annotation layers yet')).toBeTruthy();
    const empty = screen.getByText('No annotation layers yet').parentElement!;
    fireEvent.click(within(empty).getByRole('button', { name: /Annotation Layer/ }));
    expect(await dialogTitled('Add annotation layer')).toBeTruthy();
  });
});
