import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_ACCENT_COLOR,
  DEFAULT_BORDER_RADIUS,
  DEFAULT_BOX_SHADOW,
  DEFAULT_FONT_FAMILY,
  DEFAULT_PRIMARY_COLOR,
  PROJECTS_PAGE_SIZE,
  PROJECTS_PAGE_SIZE_MAX,
} from '@shared/constants';
import {
  BORDER_RADIUS_MESSAGE,
  BOX_SHADOW_MESSAGE,
  colorMessage,
  type ProjectDto,
  type ProjectListItem,
  type ProjectPage,
} from '@shared/schemas/projects';
import { insertComment, insertSnippet, insertVersion } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { commentImages, comments, projects, snippets, snippetVersions } from '../../db/schema';

let t: TestApp;
let cookie: string;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie, userId } = await t.signIn());
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };

function send(method: 'POST' | 'PATCH' | 'GET' | 'DELETE', url: string, payload?: unknown, as = cookie) {
  return t.request({
    method,
    url,
    cookie: as,
    ...(payload === undefined ? {} : { payload: payload as object, headers: json }),
  });
}

const valid = {
  name: 'Acme Storefront',
  stylingReference: 'Clean, editorial, lots of white space',
  sourceUrl: 'https://acme.example/',
  cssContent: ':root { --brand: #ff5500; }',
  fontFamily: 'Poppins',
  primaryColor: '#111827',
  accentColor: '#ff5500',
  borderRadius: '12px',
  boxShadow: '0 4px 12px rgb(0 0 0 / 0.15)',
  isDarkMode: true,
};

async function createProject(overrides: Record<string, unknown> = {}, as = cookie): Promise<ProjectDto> {
  const res = await send('POST', '/api/projects', { ...valid, ...overrides }, as);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const insertSnippetIn = (projectId: number, name = 'Hero') => insertSnippet(t.database.db, { projectId, name });

describe('signed out', () => {
  it('refuses every projects route with 401', async () => {
    const calls: Array<[Parameters<typeof send>[0], string, unknown?]> = [
      ['GET', '/api/projects'],
      ['POST', '/api/projects', valid],
      ['GET', '/api/projects/1'],
      ['PATCH', '/api/projects/1', { name: 'Renamed' }],
      ['DELETE', '/api/projects/1'],
    ];
    for (const [method, url, body] of calls) {
      const res = await send(method, url, body, '');
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ error: 'unauthorized' });
    }
  });
});

describe('create', () => {
  it('stores every field, who created it and when', async () => {
    const before = Date.now();
    const project = await createProject();
    expect(project).toEqual({
      id: expect.any(Number),
      ...valid,
      createdBy: userId,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(Date.parse(project.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const read = await send('GET', `/api/projects/${project.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(project);
  });

  it('applies the SPEC defaults to styling fields left out', async () => {
    const res = await send('POST', '/api/projects', { name: 'Defaults', stylingReference: 'Plain' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      fontFamily: DEFAULT_FONT_FAMILY,
      primaryColor: DEFAULT_PRIMARY_COLOR,
      accentColor: DEFAULT_ACCENT_COLOR,
      borderRadius: DEFAULT_BORDER_RADIUS,
      boxShadow: DEFAULT_BOX_SHADOW,
      isDarkMode: false,
      sourceUrl: null,
      cssContent: null,
    });
    expect(DEFAULT_BOX_SHADOW.split('),').length).toBe(2);
  });

  it('stores an empty source URL and blank CSS as absent, and trims text', async () => {
    const project = await createProject({ name: '  Trimmed  ', sourceUrl: '', cssContent: '   ' });
    expect(project).toMatchObject({ name: 'Trimmed', sourceUrl: null, cssContent: null });
  });

  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['a short name', { name: 'ab' }, 'Project name must be at least 3 characters'],
    ['a blank name', { name: '     ' }, 'Project name must be at least 3 characters'],
    ['a missing name', { name: undefined }, 'Project name must be at least 3 characters'],
    ['a short styling reference', { stylingReference: 'x' }, 'Styling reference must be at least 3 characters'],
    ['a missing styling reference', { stylingReference: undefined }, 'Styling reference must be at least 3 characters'],
    ['a source URL that is not one', { sourceUrl: 'not a url' }, 'Please enter a valid URL'],
    ['a source URL with another scheme', { sourceUrl: 'javascript:alert(1)' }, 'Please enter a valid URL'],
    ['an empty font family', { fontFamily: '' }, 'Font family is required'],
    ['an empty primary color', { primaryColor: ' ' }, 'Primary color is required'],
    ['an empty accent color', { accentColor: '' }, 'Accent color is required'],
    ['an empty border radius', { borderRadius: '' }, 'Border radius is required'],
    ['an empty box shadow', { boxShadow: '' }, 'Box shadow is required'],
    ['a null font family', { fontFamily: null }, 'Font family is required'],
    [
      'a value that closes a CSS rule',
      { primaryColor: 'red; } body { display:none' },
      'Primary color cannot contain ; { } < or >',
    ],
    ['a non-boolean dark mode', { isDarkMode: 'yes' }, 'Dark mode must be true or false'],
    ['a primary color that is not a color', { primaryColor: 'banana' }, colorMessage('Primary color')],
    ['an accent color without its #', { accentColor: '3b82f6' }, colorMessage('Accent color')],
    ['a border radius without a unit', { borderRadius: '8' }, BORDER_RADIUS_MESSAGE],
    ['a border radius that is a word', { borderRadius: 'round' }, BORDER_RADIUS_MESSAGE],
    ['a box shadow that is a word', { boxShadow: 'banana' }, BOX_SHADOW_MESSAGE],
    ['a box shadow with a colour that is not one', { boxShadow: '0 1px 3px banana' }, BOX_SHADOW_MESSAGE],
  ];
  for (const [what, change, message] of cases) {
    it(`refuses ${what} with '${message}'`, async () => {
      const res = await send('POST', '/api/projects', { ...valid, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'bad_request', message });
    });
  }

  it('refuses a body that is not JSON with a clear message', async () => {
    const res = await t.request({ method: 'POST', url: '/api/projects', cookie, payload: '{', headers: json });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });
});

describe('ids', () => {
  for (const id of ['abc', '0', '-3', '1.5', '12abc', '9999999999']) {
    it(`answers 400 'Invalid project ID provided' for ${id}`, async () => {
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const res = await send(method, `/api/projects/${id}`, method === 'PATCH' ? { name: 'x' } : undefined);
        expect(res.statusCode, method).toBe(400);
        expect(res.json()).toMatchObject({ message: 'Invalid project ID provided' });
      }
    });
  }

  it("answers 404 'Project not found' for an id that does not exist", async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await send(method, '/api/projects/987654', method === 'PATCH' ? { name: 'Renamed' } : undefined);
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Project not found' });
    }
  });
});

describe('list', () => {
  it('orders by last update and counts snippets per project, with the last updated one for the card', async () => {
    const a = await createProject({ name: 'List A' });
    const b = await createProject({ name: 'List B', cssContent: '' });
    const one = await insertSnippetIn(a.id, 'One');
    await insertSnippetIn(a.id, 'Two');
    await insertSnippetIn(a.id, 'Three');
    // the card shows the snippet edited last, not the one created last
    await t.database.db
      .update(snippets)
      .set({ updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(snippets.id, one.id));
    // an edit moves a project to the top
    const patched = await send('PATCH', `/api/projects/${a.id}`, { stylingReference: 'Bolder' });
    expect(patched.statusCode).toBe(200);

    const res = await send('GET', '/api/projects');
    expect(res.statusCode).toBe(200);
    const list: ProjectListItem[] = res.json().items;
    const ids = list.map((p) => p.id);
    expect(ids.indexOf(a.id)).toBe(0);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    const times = list.map((p) => Date.parse(p.updatedAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);

    const itemA = list.find((p) => p.id === a.id)!;
    const itemB = list.find((p) => p.id === b.id)!;
    expect(itemA).toMatchObject({
      snippetCount: 3,
      hasCustomCss: true,
      stylingReference: 'Bolder',
      newestSnippetId: one.id,
    });
    expect(itemB).toMatchObject({ snippetCount: 0, hasCustomCss: false, newestSnippetId: null });
    expect(itemA).not.toHaveProperty('cssContent');
    // every other field, dates included, as the project itself answers it
    for (const [item, extra] of [
      [itemA, { hasCustomCss: true, snippetCount: 3, newestSnippetId: one.id }],
      [itemB, { hasCustomCss: false, snippetCount: 0, newestSnippetId: null }],
    ] as const) {
      const { cssContent: _css, ...project } = (await send('GET', `/api/projects/${item.id}`)).json();
      expect(item).toEqual({ ...project, ...extra });
    }
  });

  it('answers requests for the same page at once alike, and a request after a change sees it', async () => {
    const other = await t.signIn();
    const together = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        send('GET', '/api/projects?limit=3', undefined, i % 2 ? other.cookie : undefined),
      ),
    );
    for (const res of together) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body).toBe(together[0]!.body);
    }
    const running = send('GET', '/api/projects?limit=3');
    const fresh = await createProject({ name: 'Fresh on the list' });
    await running;
    const after = await Promise.all([send('GET', '/api/projects?limit=3'), send('GET', '/api/projects?limit=3')]);
    for (const res of after) expect(res.json().items[0].id).toBe(fresh.id);
    const signedOut = await t.request({ method: 'GET', url: '/api/projects?limit=3' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('shows every project to every signed-in staff member', async () => {
    const other = await t.signIn();
    const mine = await createProject({ name: 'Shared work' });
    const res = await send('GET', '/api/projects', undefined, other.cookie);
    expect(res.json().items.map((p: ProjectListItem) => p.id)).toContain(mine.id);
    const edited = await send('PATCH', `/api/projects/${mine.id}`, { name: 'Edited by a colleague' }, other.cookie);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Edited by a colleague', createdBy: userId });
  });
});

describe('list pages', () => {
  type Page = ProjectPage;
  const page = async (query: string, as = cookie): Promise<Page> => {
    const res = await send('GET', `/api/projects${query}`, undefined, as);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  async function walk(limit: number) {
    const seen: ProjectListItem[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const next: Page = await page(`?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(next.items.length).toBeLessThanOrEqual(limit);
      if (next.nextCursor) expect(next.items).toHaveLength(limit);
      seen.push(...next.items);
      cursor = next.nextCursor;
      pages++;
    } while (cursor);
    return { seen, pages };
  }

  it('walks every project once, in the order of the whole list, a page at a time', async () => {
    for (let i = 0; i < 5; i++) await createProject({ name: `Paged ${i}` });
    // rows sharing one updatedAt are ordered by id, across a page boundary too
    const same = new Date('2026-01-02T03:04:05.678Z');
    await t.database.db.insert(projects).values(
      Array.from({ length: 3 }, (_, i) => ({
        ...valid,
        name: `Same moment ${i}`,
        createdBy: userId,
        updatedAt: same,
      })),
    );
    const whole = await page(`?limit=${PROJECTS_PAGE_SIZE_MAX}`);
    expect(whole.nextCursor).toBeNull();
    expect(whole.items.length).toBeGreaterThanOrEqual(8);

    const { seen, pages } = await walk(2);
    expect(pages).toBe(Math.ceil(whole.items.length / 2));
    expect(seen.map((p) => p.id)).toEqual(whole.items.map((p) => p.id));
    expect(new Set(seen.map((p) => p.id)).size).toBe(seen.length);
    expect(seen[0]).toMatchObject({ snippetCount: expect.any(Number), hasCustomCss: true });
    expect(seen[0]).toHaveProperty('newestSnippetId');
  });

  it('keeps microseconds in the cursor, so rows within one millisecond are neither repeated nor skipped', async () => {
    const base = await createProject({ name: 'Micro base' });
    const [a, b] = await t.database.db
      .insert(projects)
      .values([
        { ...valid, name: 'Micro A', createdBy: userId },
        { ...valid, name: 'Micro B', createdBy: userId },
      ])
      .returning();
    // same millisecond, different microseconds, ids in the opposite order of time
    await t.database.db.execute(
      sql`update projects set updated_at = case id when ${a!.id} then '2030-05-05T05:05:05.123400Z'::timestamptz
        when ${b!.id} then '2030-05-05T05:05:05.123900Z'::timestamptz
        else '2030-05-05T05:05:05.123700Z'::timestamptz end where id in (${a!.id}, ${b!.id}, ${base.id})`,
    );
    const first = await page('?limit=1');
    expect(first.items[0]!.id).toBe(b!.id);
    expect(first.nextCursor).toBe(`2030-05-05T05:05:05.123900Z_${b!.id}`);
    const second = await page(`?limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.items[0]!.id).toBe(base.id);
    const third = await page(`?limit=1&cursor=${encodeURIComponent(second.nextCursor!)}`);
    expect(third.items[0]!.id).toBe(a!.id);
    await t.database.db.delete(projects).where(inArray(projects.id, [a!.id, b!.id, base.id]));
  });

  it('answers the default page size without a limit, and a project updated between pages moves to the top', async () => {
    const first = await page('');
    expect(first.items.length).toBeLessThanOrEqual(PROJECTS_PAGE_SIZE);
    const two = await page('?limit=2');
    // An edit between pages moves that project to the top of the list: a later page does not repeat it,
    // and the reader meets it at the top on the next refresh (keyset paging has no gaps for the rest).
    const moved = two.items[0]!;
    await send('PATCH', `/api/projects/${moved.id}`, { stylingReference: 'Edited between pages' });
    const rest = await page(`?limit=${PROJECTS_PAGE_SIZE_MAX}&cursor=${encodeURIComponent(two.nextCursor!)}`);
    expect(rest.items.map((p) => p.id)).not.toContain(moved.id);
    expect(rest.items.map((p) => p.id)).not.toContain(two.items[1]!.id);
    expect((await page('?limit=1')).items[0]!.id).toBe(moved.id);
  });

  it('refuses a limit out of bounds and a cursor it did not hand out with a 400 that says why', async () => {
    const cases: Array<[string, RegExp]> = [
      ['?limit=0', /limit must be at least 1/],
      [`?limit=${PROJECTS_PAGE_SIZE_MAX + 1}`, new RegExp(`limit must be at most ${PROJECTS_PAGE_SIZE_MAX}`)],
      ['?limit=2.5', /limit must be a whole number/],
      ['?limit=lots', /limit must be a number/],
      ['?limit=1e309', /limit/],
      ['?cursor=abc', /Invalid cursor/],
      ['?cursor=12', /Invalid cursor/],
      [`?cursor=${encodeURIComponent('2026-02-30T10:00:00.000000Z_5')}`, /Invalid cursor/],
      [`?cursor=${encodeURIComponent('2026-02-03T10:00:00.000000Z_0')}`, /Invalid cursor/],
      [`?cursor=${encodeURIComponent('2026-02-03T10:00:00.000000Z_99999999999')}`, /Invalid cursor/],
      [`?cursor=${encodeURIComponent('2026-02-03T10:00:00.000Z_5')}`, /Invalid cursor/],
      ['?cursor=', /Invalid cursor/],
    ];
    for (const [query, message] of cases) {
      const res = await send('GET', `/api/projects${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
    const max = await send('GET', `/api/projects?limit=${PROJECTS_PAGE_SIZE_MAX}`);
    expect(max.statusCode).toBe(200);
  });
});

describe('update', () => {
  it('changes only the fields sent and moves updatedAt', async () => {
    const project = await createProject();
    await new Promise((r) => setTimeout(r, 15));
    const res = await send('PATCH', `/api/projects/${project.id}`, {
      primaryColor: '#000000',
      isDarkMode: false,
      sourceUrl: '',
      cssContent: '',
    });
    expect(res.statusCode).toBe(200);
    const updated: ProjectDto = res.json();
    expect(updated).toEqual({
      ...project,
      primaryColor: '#000000',
      isDarkMode: false,
      sourceUrl: null,
      cssContent: null,
      updatedAt: expect.any(String),
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(project.updatedAt));
  });

  const cases: Array<[Record<string, unknown>, string]> = [
    [{ name: 'no' }, 'Project name must be at least 3 characters'],
    [{ stylingReference: '  ' }, 'Styling reference must be at least 3 characters'],
    [{ sourceUrl: 'ftp//x' }, 'Please enter a valid URL'],
    [{ fontFamily: '' }, 'Font family is required'],
    [{ primaryColor: '' }, 'Primary color is required'],
    [{ accentColor: '' }, 'Accent color is required'],
    [{ borderRadius: '' }, 'Border radius is required'],
    [{ boxShadow: '' }, 'Box shadow is required'],
    [{ fontFamily: null }, 'Font family is required'],
    [{ primaryColor: 'banana' }, colorMessage('Primary color')],
    [{ borderRadius: '1 px' }, BORDER_RADIUS_MESSAGE],
    [{ boxShadow: 'banana' }, BOX_SHADOW_MESSAGE],
    [{}, 'Send at least one project field to update'],
  ];
  for (const [body, message] of cases) {
    it(`validates like create: ${JSON.stringify(body)} → '${message}'`, async () => {
      const project = await createProject();
      const res = await send('PATCH', `/api/projects/${project.id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect((await send('GET', `/api/projects/${project.id}`)).json()).toEqual(project);
    });
  }

  it('accepts CSS colors, lengths and shadows in their other forms', async () => {
    const project = await createProject({
      primaryColor: 'rgb(17 24 39)',
      accentColor: 'hsl(20, 100%, 50%)',
      borderRadius: '0',
      boxShadow: 'none',
    });
    const res = await send('PATCH', `/api/projects/${project.id}`, {
      primaryColor: 'navy',
      borderRadius: '50%',
      boxShadow: 'inset 0 0 0 1px #e2e8f0, 0 2px 4px rgba(0, 0, 0, 0.2)',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('still shows and edits a stored project whose styling predates these checks', async () => {
    const [row] = await t.database.db
      .insert(projects)
      .values({ ...valid, primaryColor: 'banana', borderRadius: 'round', boxShadow: 'banana', createdBy: userId })
      .returning();
    const shown = await send('GET', `/api/projects/${row!.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ primaryColor: 'banana', borderRadius: 'round', boxShadow: 'banana' });
    expect((await send('GET', '/api/projects')).json().items.some((p: ProjectListItem) => p.id === row!.id)).toBe(true);
    const renamed = await send('PATCH', `/api/projects/${row!.id}`, { name: 'Renamed old project' });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('leaves a whole, valid row after concurrent edits', async () => {
    const project = await createProject();
    const bodies = Array.from({ length: 12 }, (_, i) => ({
      name: `Concurrent ${i}`,
      stylingReference: `Reference ${i}`,
      fontFamily: `Font ${i}`,
      primaryColor: `#00000${i % 10}`,
      accentColor: `#1111${String(i).padStart(2, '0')}`,
      borderRadius: `${i}px`,
      boxShadow: `0 ${i}px 2px black`,
      isDarkMode: i % 2 === 0,
    }));
    const results = await Promise.all(bodies.map((b) => send('PATCH', `/api/projects/${project.id}`, b)));
    for (const res of results) expect(res.statusCode).toBe(200);
    const final: ProjectDto = (await send('GET', `/api/projects/${project.id}`)).json();
    const winner = bodies.find((b) => b.name === final.name);
    expect(winner).toBeDefined();
    expect(final).toMatchObject(winner!);
  });
});

describe('delete', () => {
  it('removes the project with its snippets, versions, comments and comment images', async () => {
    const keep = await createProject({ name: 'Keep me' });
    const keepSnippet = await insertSnippetIn(keep.id);
    const doomed = await createProject({ name: 'Doomed' });
    const s1 = await insertSnippetIn(doomed.id, 'First');
    const s2 = await insertSnippetIn(doomed.id, 'Second');
    const db = t.database.db;
    await insertVersion(db, s1.id, { code: 'a' });
    await insertVersion(db, s1.id, { versionNumber: 2, code: 'b' });
    await insertVersion(db, s2.id, { code: 'c' });
    await insertVersion(db, keepSnippet.id, { code: 'k' });
    const c1 = await insertComment(db, s1.id, { content: 'Bigger logo', image: {} });
    await insertComment(db, s2.id, { content: 'Less blue' });

    const res = await send('DELETE', `/api/projects/${doomed.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: doomed.id, name: 'Doomed' });

    expect(await db.select().from(projects).where(eq(projects.id, doomed.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(snippets)
        .where(inArray(snippets.id, [s1.id, s2.id])),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(snippetVersions)
        .where(inArray(snippetVersions.snippetId, [s1.id, s2.id])),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(comments)
        .where(inArray(comments.snippetId, [s1.id, s2.id])),
    ).toEqual([]);
    expect(await db.select().from(commentImages).where(eq(commentImages.commentId, c1.id))).toEqual([]);

    expect(await db.select().from(snippets).where(eq(snippets.id, keepSnippet.id))).toHaveLength(1);
    expect(await db.select().from(snippetVersions).where(eq(snippetVersions.snippetId, keepSnippet.id))).toHaveLength(
      1,
    );
    expect((await send('GET', `/api/projects/${doomed.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/projects/${doomed.id}`)).statusCode).toBe(404);
    expect((await send('GET', `/api/projects/${keep.id}`)).statusCode).toBe(200);
  });
});
