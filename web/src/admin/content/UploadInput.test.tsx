import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, SimpleForm, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { i18nProvider } from '../i18n';
import { BLOG_ENDPOINTS, CONTENT_ENDPOINTS, EditorEndpointsContext, type EditorEndpoints } from './editorEndpoints';
import { FieldInput } from './FieldInput';
import type { FieldSpec } from './schema';

const DOCUMENT: FieldSpec = { name: 'file', label: 'PDF', type: 'document', required: true, max: 300 };
const IMAGE: FieldSpec = { name: 'image', label: 'Картинка', type: 'image', max: 500 };

interface Upload {
  path: string;
  file: unknown;
}

/** The upload URLs answer `reply`; every other call is a test failure. */
function serveUploads(reply: (path: string) => { status: number; body: unknown }): Upload[] {
  const uploads: Upload[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname;
    uploads.push({ path, file: (init?.body as FormData | undefined)?.get('file') });
    const { status, body } = reply(path);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return uploads;
}

function renderField(spec: FieldSpec, value: string | undefined, endpoints: EditorEndpoints = CONTENT_ENDPOINTS) {
  render(
    <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="pages">
        <EditorEndpointsContext.Provider value={endpoints}>
          <SimpleForm defaultValues={{ [spec.name]: value }} toolbar={false}>
            <FieldInput spec={spec} source={spec.name} />
          </SimpleForm>
        </EditorEndpointsContext.Provider>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

function pick(file: File) {
  fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
}

function pdf(name = 'otchet.pdf', bytes?: number): File {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  if (bytes !== undefined) Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a block's document field", { timeout: 20_000 }, () => {
  test('says what it takes, accepts PDFs only, and links the file it holds', async () => {
    renderField(DOCUMENT, '/dokumenty/otchet-fonda-2025.pdf');
    expect(await screen.findByText('Загрузите PDF до 20 МБ или укажите путь /storage/documents/… или /dokumenty/…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Загрузить PDF' })).toBeTruthy();
    expect(document.querySelector('input[type="file"]')?.getAttribute('accept')).toBe('application/pdf');
    expect(screen.getByRole('link', { name: 'Открыть PDF' }).getAttribute('href')).toBe('/dokumenty/otchet-fonda-2025.pdf');
    expect(document.querySelector('img')).toBeNull();
  });

  test("a PDF goes to the editor's documents URL; its path fills the field and opens from the link", async () => {
    const uploads = serveUploads(() => ({ status: 200, body: { path: '/storage/documents/ab12.pdf', bytes: 8 } }));
    renderField(DOCUMENT, undefined, BLOG_ENDPOINTS);
    expect(screen.queryByRole('link', { name: 'Открыть PDF' })).toBeNull();
    const file = pdf();
    pick(file);
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'PDF' }) as HTMLInputElement).value).toBe('/storage/documents/ab12.pdf'),
    );
    expect(uploads).toEqual([{ path: '/api/admin/blog/documents', file }]);
    expect(screen.getByRole('link', { name: 'Открыть PDF' }).getAttribute('href')).toBe('/storage/documents/ab12.pdf');
  });

  test("another format or more than 20 MB is refused with the server's words, before sending", async () => {
    const uploads = serveUploads(() => ({ status: 500, body: {} }));
    renderField(DOCUMENT, undefined);
    pick(new File(['x'], 'otchet.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
    expect(await screen.findByText('Файл должен быть в формате PDF.')).toBeTruthy();
    pick(pdf('bolshoy.pdf', 20 * 1024 * 1024 + 1));
    expect(await screen.findByText('Размер файла не должен превышать 20 МБ.')).toBeTruthy();
    expect(uploads).toEqual([]);
  });

  test("the server's refusal shows under the field", async () => {
    serveUploads(() => ({
      status: 422,
      body: { status: 422, message: 'Проверьте файл', errors: { file: 'Файл должен быть в формате PDF.' } },
    }));
    renderField(DOCUMENT, undefined);
    pick(pdf('poddelka.pdf'));
    expect(await screen.findByText('Файл должен быть в формате PDF.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'PDF' }) as HTMLInputElement).value).toBe('');
  });
});

describe("a block's picture field, through the same input", { timeout: 20_000 }, () => {
  test("a picture goes to the editor's images URL and shows as a preview; a PDF is refused", async () => {
    const uploads = serveUploads(() => ({
      status: 200,
      body: { path: '/storage/content/cd34-1600x900.webp', width: 1600, height: 900, variants: [] },
    }));
    renderField(IMAGE, undefined);
    expect(await screen.findByRole('button', { name: 'Загрузить картинку' })).toBeTruthy();
    pick(pdf());
    expect(await screen.findByText('Картинка должна быть в формате JPEG, PNG или WebP')).toBeTruthy();
    const file = new File(['x'], 'scena.png', { type: 'image/png' });
    pick(file);
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Картинка' }) as HTMLInputElement).value).toBe('/storage/content/cd34-1600x900.webp'),
    );
    expect(uploads).toEqual([{ path: '/api/admin/content/images', file }]);
    expect(document.querySelector('img')?.getAttribute('src')).toContain('/storage/content/cd34');
    expect(screen.queryByRole('link', { name: 'Открыть PDF' })).toBeNull();
  });
});
