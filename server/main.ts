import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';

async function main() {
  const started = performance.now();
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({
    config,
    database,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
  });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `${config.brandName} is ready at ${config.appUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server'}, started in ${Math.round(performance.now() - started)} ms)`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
