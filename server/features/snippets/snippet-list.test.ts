import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CODE_PREVIEW_CHARS } from '@shared/constants';
import { INVALID_CURSOR } from '@shared/schemas/http';
import type { SnippetListItem, SnippetPage } from '@shared/schemas/snippets';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertComment, insertProject, snippetValues } from '../../test/factories';
import { snippets } from '../../db/schema';
import { projectSnippetsStatement } from './snippets.queries';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await t.signIn());
});
afterAll(() => t.close());

const base = Date.parse('2026-11-20T10:00:00.000Z');

/** Snippets in a new project, each updated a minute after the one before (the last is the newest). */
async function projectWith(rows: { name: string; status?: string; code?: string }[]) {
  const projectId = (await insertProject(t.database.db)).id;
  const inserted = await t.database.db
    .insert(snippets)
    .values(
      rows.map((row, i) =>
        snippetValues(projectId, { ...row, updatedAt: new Date(base + i * 60_000), createdAt: new Date(base) }),
      ),
    )
    .returning({ id: snippets.id, name: snippets.name });
  return { projectId, ids: inserted.map((r) => r.id) };
}

async function page(projectId: number, query = ''): Promise<SnippetPage> {
  const res = await t.request({ method: 'GET', url: `/api/projects/${projectId}/snippets${query}`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every page of a list, following nextCursor. */
async function walk(projectId: number, params: Record<string, string>) {
  const items: SnippetListItem[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  do {
    const query: URLSearchParams = new URLSearchParams(params);
    if (cursor) query.set('cursor', cursor);
    const answer = await page(projectId, `?${query}`);
    items.push(...answer.items);
    totals.push(answer.total);
    cursor = answer.nextCursor;
  } while (cursor);
  return { items, totals };
}

describe('a project page of snippet cards', () => {
  it('pages last updated first with a keyset cursor: every snippet once, without the code', async () => {
    const names = Array.from({ length: 23 }, (_, i) => `Section ${String(i).padStart(2, '0')}`);
    const { projectId, ids } = await projectWith(names.map((name) => ({ name })));
    const { items, totals } = await walk(projectId, { limit: '5' });
    expect(items.map((i) => i.id)).toEqual([...ids].reverse());
    expect(totals).toEqual([23, 23, 23, 23, 23]);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(
        [
          'codePreview',
          'commentCount',
          'createdAt',
          'id',
          'name',
          'pendingCount',
          'projectId',
          'shareToken',
          'status',
          'thumbnailUrl',
          'updatedAt',
        ].sort(),
      );
    }
    expect(items[0]).toMatchObject({
      projectId,
      name: 'Section 22',
      updatedAt: new Date(base + 22 * 60_000).toISOString(),
    });
  });

  it('cuts the code at 300 characters with an ellipsis, and keeps shorter code whole', async () => {
    const long = `<section>${'x'.repeat(5000)}</section>`;
    const exact = 'y'.repeat(CODE_PREVIEW_CHARS);
    const { projectId } = await projectWith([
      { name: 'Long one', code: long },
      { name: 'Exact one', code: exact },
    ]);
    const { items } = await page(projectId);
    expect(items.find((i) => i.name === 'Long one')?.codePreview).toBe(`${long.slice(0, CODE_PREVIEW_CHARS)}...`);
    expect(items.find((i) => i.name === 'Exact one')?.codePreview).toBe(exact);
  });

  it('counts each card’s comments and its pending ones (neither approved nor resolved)', async () => {
    const { projectId, ids } = await projectWith([{ name: 'Quiet' }, { name: 'Talked about' }]);
    const [quiet, talked] = ids as [number, number];
    await insertComment(t.database.db, talked, { content: 'Pending one' });
    await insertComment(t.database.db, talked, { content: 'Pending two' });
    await insertComment(t.database.db, talked, { content: 'Approved', approved: true });
    await insertComment(t.database.db, talked, { content: 'Resolved', resolved: true });
    await insertComment(t.database.db, talked, { content: 'Both', approved: true, resolved: true });
    const { items } = await page(projectId);
    expect(items.find((i) => i.id === talked)).toMatchObject({ commentCount: 5, pendingCount: 2 });
    expect(items.find((i) => i.id === quiet)).toMatchObject({ commentCount: 0, pendingCount: 0 });
  });

  it('searches names case-insensitively, % and _ taken literally, with the total of matches', async () => {
    const { projectId } = await projectWith([
      { name: 'Hero banner' },
      { name: 'HERO split' },
      { name: 'Pricing 100% off' },
      { name: 'Footer_dark' },
      { name: 'Footer light' },
    ]);
    const hero = await page(projectId, '?q=hErO');
    expect(hero.items.map((i) => i.name)).toEqual(['HERO split', 'Hero banner']);
    expect(hero.total).toBe(2);
    expect((await page(projectId, `?q=${encodeURIComponent('100%')}`)).items.map((i) => i.name)).toEqual([
      'Pricing 100% off',
    ]);
    expect((await page(projectId, '?q=footer_')).items.map((i) => i.name)).toEqual(['Footer_dark']);
    const none = await page(projectId, '?q=nothing-like-this');
    expect(none).toEqual({ items: [], nextCursor: null, total: 0 });
    // the search holds across pages
    const { items, totals } = await walk(projectId, { q: 'foot', limit: '1' });
    expect(items.map((i) => i.name)).toEqual(['Footer light', 'Footer_dark']);
    expect(totals).toEqual([2, 2]);
  });

  it('sorts by name (ties last updated first) and by status in workflow order, across pages', async () => {
    const { projectId, ids } = await projectWith([
      { name: 'delta', status: 'ready_for_shopify' },
      { name: 'alpha', status: 'converted_to_section' },
      { name: 'Charlie', status: 'working_on' },
      { name: 'bravo', status: 'in_revision' },
      { name: 'alpha', status: 'working_on' },
      { name: 'echo~1', status: 'in_revision' },
    ]);
    const byName = await walk(projectId, { sort: 'name', limit: '2' });
    expect(byName.items.map((i) => i.name)).toEqual(['alpha', 'alpha', 'bravo', 'Charlie', 'delta', 'echo~1']);
    // the two 'alpha': the one updated last comes first
    expect(byName.items.slice(0, 2).map((i) => i.id)).toEqual([ids[4], ids[1]]);

    const byStatus = await walk(projectId, { sort: 'status', limit: '4' });
    expect(byStatus.items.map((i) => `${i.status} ${i.name}`)).toEqual([
      'working_on alpha',
      'working_on Charlie',
      'in_revision echo~1',
      'in_revision bravo',
      'ready_for_shopify delta',
      'converted_to_section alpha',
    ]);
  });

  it('refuses a cursor it did not hand out, or one of another order, and answers 404 for a missing project', async () => {
    const { projectId } = await projectWith(['one', 'two', 'three'].map((name) => ({ name: `Snippet ${name}` })));
    const byName = await page(projectId, '?sort=name&limit=1');
    const byDate = await page(projectId, '?limit=1');
    const cases = [
      `?cursor=${encodeURIComponent(byName.nextCursor!)}`,
      `?sort=name&cursor=${encodeURIComponent(byDate.nextCursor!)}`,
      `?sort=status&cursor=${encodeURIComponent(`shipped~${byDate.nextCursor!}`)}`,
      '?cursor=2026-02-30T10:00:00.000000Z_1',
      '?sort=size',
      '?limit=0',
      `?q=${'a'.repeat(201)}`,
    ];
    for (const query of cases) {
      const res = await t.request({ method: 'GET', url: `/api/projects/${projectId}/snippets${query}`, cookie });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe('bad_request');
    }
    const wrong = await t.request({
      method: 'GET',
      url: `/api/projects/${projectId}/snippets?cursor=nope`,
      cookie,
    });
    expect(wrong.json().message).toContain(INVALID_CURSOR);
    const missing = await t.request({ method: 'GET', url: '/api/projects/999999/snippets', cookie });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the plan of a page', () => {
  it('reads the project’s snippets and their comments by index, nothing of other projects', async () => {
    const db = t.database.db;
    // A busy project beside a small one: thousands of snippets and comments that are not on the page.
    const busy = (await insertProject(db)).id;
    await db.execute(sql`insert into snippets (project_id, name, code)
      select ${busy}, 'Busy ' || n, '<div>busy</div>' from generate_series(1, 2000) n`);
    await db.execute(sql`insert into comments (snippet_id, author_name, content)
      select s.id, 'Client', 'Comment ' || n from snippets s, generate_series(1, 3) n where s.project_id = ${busy}`);
    const { projectId, ids } = await projectWith(Array.from({ length: 30 }, (_, i) => ({ name: `Small ${i}` })));
    await insertComment(db, ids[0]!, { content: 'On the small project' });
    await db.execute(sql`analyze snippets`);
    await db.execute(sql`analyze comments`);

    for (const sort of ['updated', 'name', 'status'] as const) {
      for (const q of [undefined, 'small']) {
        const statement = projectSnippetsStatement(projectId, { q, sort }, { limit: 25 });
        const result = await db.execute(sql`explain ${statement}`);
        const plan = (result as unknown as { rows: Record<string, string>[] }).rows
          .map((row) => Object.values(row).join(' '))
          .join('\n');
        expect(plan, `${sort} ${q ?? ''}\n${plan}`).not.toMatch(/Seq Scan on (comments|snippets)/);
        // each count reads the index of its snippet's comments (a plain, index-only or bitmap scan)
        expect(plan).toMatch(/Index (Only )?Scan (using|on) comments_snippet_created_idx/);
        expect(plan).toMatch(/Index (Only )?Scan (using|on) comments_snippet_pending_idx/);
      }
    }

    const first = await page(projectId, '?limit=5');
    expect(first.total).toBe(30);
    expect(first.items.find((i) => i.id === ids[0])).toBeUndefined();
  });
});
