import { register } from 'tsx/esm/api';
import { buildClient, clientBuildState } from './client-build.mjs';

// One line per phase, then the address. `npm install` has normally built the client and the
// migrated database image already (scripts/postinstall.mjs); whatever is missing is done here.
const started = performance.now();
register();
const { phase } = await import('../server/lib/progress.ts');
try {
  const client = clientBuildState();
  if (client === 'fresh') console.log('The client is built and up to date.');
  else
    await phase(
      client === 'stale' ? 'Rebuilding the client (its sources changed)' : 'Building the client',
      buildClient,
    );
  const { startServer } = await phase('Loading the server', () => import('../server/serve.ts'));
  await startServer(started);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
