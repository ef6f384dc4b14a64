import type { AddressInfo } from 'node:net';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { phase, seconds } from './lib/progress';
import { installGracefulShutdown } from './lib/shutdown';

/**
 * Opens the database, builds the app and listens, reporting each phase; the last line is the
 * address to open. `started`: when the start began (performance.now()), for that line.
 */
export async function startServer(started = performance.now()): Promise<void> {
  const config = loadConfig();
  const database = await phase(
    'Preparing the database',
    () => openDatabase(config),
    (d) => d.summary,
  );
  const app = await phase('Setting up the app', () =>
    buildApp({
      config,
      database,
      logger: {
        level: config.logLevel,
        redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      },
    }),
  );
  installGracefulShutdown({ app, closeDatabase: () => database.close(), timeoutMs: config.shutdownTimeoutMs });
  await app.listen({ port: config.port, host: config.host });
  // Without APP_URL, the port actually bound (PORT=0 picks a free one).
  const { port } = app.server.address() as AddressInfo;
  const url = config.appUrlSet ? config.appUrl : `http://localhost:${port}`;
  console.log(`${config.brandName} is running at ${url} (started in ${seconds(performance.now() - started)})`);
}
