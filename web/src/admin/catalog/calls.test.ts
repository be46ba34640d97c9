import { describe, expect, test, vi } from 'vitest';
import { createCatalogCalls } from './calls';

describe('catalogue calls', () => {
  test('publish, unpublish, photo and audit go to their documented paths', async () => {
    const calls: { url: string; method?: string; body?: unknown }[] = [];
    const client = vi.fn(async (url: string, options: { method?: string; body?: unknown } = {}) => {
      calls.push({ url, method: options.method, body: options.body });
      return {
        status: 200,
        headers: new Headers(),
        body: '',
        json: url.includes('/audit') ? [{ id: 1, action: 'publish' }] : { id: 5 },
      };
    });
    const provider = createCatalogCalls('/api/admin', client);
    await provider.publishEvent(5);
    await provider.unpublishEvent(5);
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    await provider.uploadEventPhoto(5, file);
    await provider.deleteEventPhoto(5);
    const audit = await provider.getAudit('event', 5);

    expect(calls.map(({ url, method }) => `${method} ${url}`)).toEqual([
      'POST /api/admin/events/5/publish',
      'POST /api/admin/events/5/unpublish',
      'POST /api/admin/events/5/photo',
      'DELETE /api/admin/events/5/photo',
      'GET /api/admin/audit?entity=event&entity_id=5&range=%5B0%2C499%5D',
    ]);
    const form = calls[2]!.body;
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get('file')).toBeInstanceOf(File);
    expect(audit).toEqual([{ id: 1, action: 'publish' }]);
  });

  test('an audit answer that is not a list reads as no history', async () => {
    const client = vi.fn(async () => ({ status: 200, headers: new Headers(), body: '', json: { status: 200 } }));
    expect(await createCatalogCalls('/api/admin', client).getAudit('city', 1)).toEqual([]);
  });
});
