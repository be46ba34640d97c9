import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydratePageData, PAGE_DATA_ELEMENT_ID, PAGE_DATA_FRESH_MS, pageDataScript, readPageData, type PageData } from './pageData';

function pageData(dataUpdatedAt: number): PageData {
  return {
    queries: {
      mutations: [],
      queries: [
        {
          queryKey: ['content', 'page', '', '/o-nas/'],
          queryHash: '["content","page","","/o-nas/"]',
          dehydratedAt: dataUpdatedAt,
          state: {
            data: { title: 'О нас</script><script>alert(1)</script>' },
            dataUpdateCount: 1,
            dataUpdatedAt,
            error: null,
            errorUpdateCount: 0,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: 'success',
            fetchStatus: 'idle',
          },
        },
      ],
    },
    router: { loaderData: { 'main-o-nas': null } },
  };
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
});

describe('the data block of a rendered page', () => {
  it('cannot be ended by the text it carries, and reads back whole', () => {
    const data = pageData(1000);
    const script = pageDataScript(data);
    expect(script.indexOf('</script>')).toBe(script.length - '</script>'.length);
    document.head.innerHTML = script;
    expect(readPageData()).toEqual(data);
  });

  it('is ignored when missing or broken', () => {
    expect(readPageData()).toBeNull();
    document.head.innerHTML = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">{"queries":</script>`;
    expect(readPageData()).toBeNull();
    document.head.innerHTML = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">[1]</script>`;
    expect(readPageData()).toBeNull();
  });
});

describe('hydratePageData', () => {
  const key = ['content', 'page', '', '/o-nas/'];

  function mountFetches(client: QueryClient): boolean {
    const queryFn = vi.fn(async () => ({ title: 'новое' }));
    const observer = new QueryObserver(client, { queryKey: key, queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    unsubscribe();
    return queryFn.mock.calls.length > 0;
  }

  it('keeps the answer the page came with on the first mount: no second round trip', () => {
    vi.useFakeTimers({ now: 10_000 });
    const client = new QueryClient();
    hydratePageData(client, pageData(9_000), 9_500);
    expect(client.getQueryData(key)).toEqual({ title: 'О нас</script><script>alert(1)</script>' });
    expect(mountFetches(client)).toBe(false);
  });

  it('keeps it however long ago the server drew the page: the server keeps it only while current', () => {
    vi.useFakeTimers({ now: 10_000_000 });
    const client = new QueryClient();
    hydratePageData(client, pageData(9_000), 10_000_000 - 200);
    expect(mountFetches(client)).toBe(false);
  });

  it('asks again once the page was loaded more than a minute ago', () => {
    vi.useFakeTimers({ now: 10_000 + PAGE_DATA_FRESH_MS });
    const client = new QueryClient();
    hydratePageData(client, pageData(9_000), 10_000);
    expect(mountFetches(client)).toBe(true);
  });

  it('leaves the other queries to refetch on mount as before', () => {
    const client = new QueryClient();
    hydratePageData(client, pageData(Date.now()));
    client.setQueryData(['other'], 1);
    const queryFn = vi.fn(async () => 2);
    const observer = new QueryObserver(client, { queryKey: ['other'], queryFn });
    observer.subscribe(() => undefined)();
    expect(queryFn).toHaveBeenCalled();
  });
});
