import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { rootDir } from '../lib/paths';

export const migrationsFolder = path.join(rootDir, 'server', 'db', 'migrations');

/** The extensions every embedded database loads (the migrations create them): pg_trgm for name search. */
export const pgliteExtensions = { pg_trgm };

/**
 * Migrated images of the embedded database live with the other build caches: build output of this
 * install, never committed, rebuilt whenever it is missing.
 */
const IMAGES_DIR = path.join(rootDir, 'node_modules', '.cache', 'atelier');
const PREFIX = 'pgdata-';
/** Written last into a finished image: a directory without it is an interrupted build. */
const COMPLETE = 'atelier-image-complete';

/** The installed PGlite's version (its package.json is not among the files it exports). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the version of @electric-sql/pglite');
    dir = parent;
  }
}

/** The PGlite version and every migration: an image is valid for exactly these. */
export function imageKey(): string {
  const hash = crypto.createHash('sha256');
  hash.update(`pglite ${pgliteVersion()}\n`);
  const journal = path.join(migrationsFolder, 'meta', '_journal.json');
  hash.update(fs.readFileSync(journal));
  for (const file of fs.readdirSync(migrationsFolder).sort()) {
    if (!file.endsWith('.sql')) continue;
    hash.update(`\n${file}\n`);
    hash.update(fs.readFileSync(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where the migrated image for this install's PGlite and migrations is, or would be. */
export function imageDir(): string {
  return path.join(IMAGES_DIR, `${PREFIX}${imageKey()}`);
}

const isComplete = (dir: string) => fs.existsSync(path.join(dir, COMPLETE));

/** Whether the migrated image for this install's PGlite and migrations is built. */
export function imageIsReady(): boolean {
  return isComplete(imageDir());
}

/**
 * A data directory of the embedded database with every migration applied, made once (at install,
 * or by the first new database that finds none) and then copied for each new database: copying
 * takes well under a second where initialising and migrating a database takes ten or more.
 * Processes that build it at the same moment each build their own and keep the first finished.
 */
export async function ensureMigratedImage(): Promise<{ dir: string; built: boolean }> {
  const dir = imageDir();
  if (isComplete(dir)) return { dir, built: false };
  fs.mkdirSync(IMAGES_DIR, { recursive: true });
  const building = `${dir}.${process.pid}.tmp`;
  fs.rmSync(building, { recursive: true, force: true });
  try {
    const client = await PGlite.create({ dataDir: building, extensions: pgliteExtensions });
    try {
      await migrate(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.close();
    }
    fs.writeFileSync(path.join(building, COMPLETE), `${new Date().toISOString()}\n`);
    if (isComplete(dir)) {
      // Another process finished the same image meanwhile: keep that one.
      fs.rmSync(building, { recursive: true, force: true });
      return { dir, built: false };
    }
    // What is there is an interrupted build.
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(building, dir);
  } catch (err) {
    fs.rmSync(building, { recursive: true, force: true });
    // Another process finished the same image first.
    if (isComplete(dir)) return { dir, built: false };
    throw err;
  }
  removeOtherImages(dir);
  return { dir, built: true };
}

/** Images of other migrations or PGlite versions are of no further use. */
function removeOtherImages(keep: string) {
  for (const entry of fs.readdirSync(IMAGES_DIR)) {
    const full = path.join(IMAGES_DIR, entry);
    if (entry.startsWith(PREFIX) && !entry.endsWith('.tmp') && full !== keep) {
      fs.rmSync(full, { recursive: true, force: true });
    }
  }
}

/** Whether `dataDir` holds no database yet (missing or empty). */
export function isNewDataDir(dataDir: string): boolean {
  try {
    return fs.readdirSync(dataDir).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

/** Makes `dataDir` (missing or empty) a copy of the migrated image, building the image first if need be. */
export async function createFromImage(dataDir: string): Promise<{ imageBuilt: boolean }> {
  const { dir, built } = await ensureMigratedImage();
  const copying = `${dataDir}.${process.pid}.tmp`;
  fs.rmSync(copying, { recursive: true, force: true });
  fs.cpSync(dir, copying, { recursive: true, filter: (source) => path.basename(source) !== COMPLETE });
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.renameSync(copying, dataDir);
  return { imageBuilt: built };
}
