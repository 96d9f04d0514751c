import { fireEvent, screen } from '@testing-library/react';
import type { RecordedRequest } from '../../testing/fakeServer';

/** The fields of a recorded multipart request; a file shows as "file:<name>". */
export async function formFields(request: RecordedRequest | undefined): Promise<Record<string, string>> {
  if (!request) throw new Error('no such request');
  const type = request.headers.get('content-type') ?? '';
  const data = await new Response(String(request.body), { headers: { 'content-type': type } }).formData();
  const fields: Record<string, string> = {};
  data.forEach((value, name) => {
    fields[name] = typeof value === 'string' ? value : `file:${(value as File).name}`;
  });
  return fields;
}

export function uploadDialog(): HTMLElement {
  return screen.getByTestId('upload-modal');
}

export async function chooseFile(name: string, content = 'a,b\n1,2\n'): Promise<void> {
  const input = uploadDialog().querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([content], name)] } });
  await screen.findByText(name);
}

/** Picks an option of an antd select found by its label. */
export async function choose(label: string, option: string): Promise<void> {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

export function openSection(name: string): void {
  fireEvent.click(screen.getByRole('button', { name }));
}
