import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';
import { invalidateSnippet } from './snippet-queries';

/** A client with one watched query per key, counting how often each one is fetched. */
function watch(keys: ReadonlyArray<readonly unknown[]>) {
  const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const fetches = new Map<string, number>();
  const stops = keys.map((queryKey) => {
    const name = JSON.stringify(queryKey);
    fetches.set(name, 0);
    const observer = new QueryObserver(qc, {
      queryKey,
      queryFn: () => {
        fetches.set(name, (fetches.get(name) ?? 0) + 1);
        return name;
      },
    });
    return observer.subscribe(() => {});
  });
  const counts = () => Object.fromEntries(keys.map((k) => [JSON.stringify(k), fetches.get(JSON.stringify(k))]));
  return { qc, counts, stop: () => stops.forEach((stop) => stop()) };
}

let stop = () => {};
afterEach(() => stop());

async function settled(qc: QueryClient) {
  while (qc.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 1));
}

describe('query keys', () => {
  it('refreshes snippet 1 with its versions and comments, and not snippet 12', async () => {
    const keys = [
      queryKeys.snippets.detail(1),
      queryKeys.snippets.versions(1),
      queryKeys.snippets.comments(1),
      queryKeys.snippets.detail(12),
      queryKeys.snippets.versions(12),
      queryKeys.snippets.comments(12),
      queryKeys.snippets.list(1),
    ];
    const watched = watch(keys);
    stop = watched.stop;
    await settled(watched.qc);
    expect(Object.values(watched.counts())).toEqual(keys.map(() => 1));

    await invalidateSnippet(watched.qc, 1);

    expect(watched.counts()).toEqual({
      '["snippets",1]': 2,
      '["snippets",1,"versions"]': 2,
      '["snippets",1,"comments"]': 2,
      '["snippets",12]': 1,
      '["snippets",12,"versions"]': 1,
      '["snippets",12,"comments"]': 1,
      '["snippets","list",{"projectId":1}]': 1,
    });
  });

  it('refreshes the project list without the projects themselves', async () => {
    const watched = watch([queryKeys.projects.list, queryKeys.projects.detail(1)]);
    stop = watched.stop;
    await settled(watched.qc);
    await watched.qc.invalidateQueries({ queryKey: queryKeys.projects.list });
    expect(watched.counts()).toEqual({ '["projects","list"]': 2, '["projects",1]': 1 });
  });

  it('refreshes every list of snippets, whatever its project', async () => {
    const watched = watch([queryKeys.snippets.list(1), queryKeys.snippets.list(12), queryKeys.snippets.detail(1)]);
    stop = watched.stop;
    await settled(watched.qc);
    await watched.qc.invalidateQueries({ queryKey: queryKeys.snippets.lists });
    expect(watched.counts()).toEqual({
      '["snippets","list",{"projectId":1}]': 2,
      '["snippets","list",{"projectId":12}]': 2,
      '["snippets",1]': 1,
    });
  });
});
