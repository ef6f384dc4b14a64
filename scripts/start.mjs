import { pathToFileURL } from 'node:url';
import { register, tsImport } from 'tsx/esm/api';
import { buildClient, clientBuildState, compiledServerEntry } from './client-build.mjs';

// One line per phase, then the address. `npm install` has normally built the client, the compiled
// server and the migrated database image already (scripts/postinstall.mjs); whatever is missing is
// done here. The server runs from dist/server when that is up to date, else from its sources.
const started = performance.now();
let compiled = compiledServerEntry();
if (!compiled) register();
const { phase } = await import(
  compiled ? new URL('progress.js', pathToFileURL(compiled)).href : '../server/lib/progress.ts'
);
try {
  // A configuration that cannot run (production without SMTP_URL or SECRET_KEY, say) says so at once,
  // in one line, before anything is built.
  const { loadConfig } = await tsImport('../server/config.ts', import.meta.url);
  loadConfig();
  const client = clientBuildState();
  if (client === 'fresh') console.log('The client is built and up to date.');
  else
    await phase(
      client === 'stale' ? 'Rebuilding the client (its sources changed)' : 'Building the client',
      buildClient,
    );
  // A client build also compiles the server: use it unless the sources were run already.
  compiled ??= client === 'fresh' ? null : compiledServerEntry();
  const { startServer } = await phase(
    'Loading the server',
    () => import(compiled ? pathToFileURL(compiled).href : '../server/serve.ts'),
    () => (compiled ? 'compiled' : 'from its TypeScript sources'),
  );
  await startServer(started);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
