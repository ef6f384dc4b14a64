import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../db/client';
import { pgliteExtensions } from '../db/image';

function migrationsHash() {
  const h = crypto.createHash('sha256');
  for (const f of fs.readdirSync(migrationsFolder).sort()) {
    if (f.endsWith('.sql')) h.update(fs.readFileSync(path.join(migrationsFolder, f)));
  }
  return h.digest('hex').slice(0, 16);
}

/** Migrates one embedded database and keeps its dump, so each test file starts from a copy. */
export default async function setup(project: TestProject) {
  const file = path.join(os.tmpdir(), `atelier-test-template-${migrationsHash()}.tar.gz`);
  if (!fs.existsSync(file)) {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    await migrate(drizzle({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir('gzip');
    const tmp = `${file}.${process.pid}`;
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(tmp, file);
    await client.close();
  }
  project.provide('pgliteTemplate', file);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
