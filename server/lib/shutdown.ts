import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  app: FastifyInstance;
  /** Closes the database once no request is left (the embedded one writes its last pages here). */
  closeDatabase: () => Promise<void>;
  /** How long a shutdown may take in all before the process exits regardless. */
  timeoutMs: number;
  /** Ends the process; process.exit outside tests. */
  exit?: (code: number) => void;
}

/**
 * SIGTERM or SIGINT closes the server in an order that always ends:
 * 1. no new connections; live event streams are told to reconnect and ended (the `preClose` hooks),
 *    so nothing open for good holds the close up; answers still going out close their connection;
 * 2. requests in flight finish, with the group commits they wait on; idle connections are closed
 *    as they become idle;
 * 3. the database is closed cleanly, then the process exits with 0.
 * Whatever is still open shortly before `timeoutMs` (a client that never finishes its request) is cut
 * so the database can still close; at `timeoutMs` the process exits with 1 whatever the state. A
 * second signal exits at once.
 */
export function installGracefulShutdown(options: ShutdownOptions) {
  const { app, closeDatabase, timeoutMs } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;

  async function shutdown(signal: string) {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now');
      exit(1);
      return;
    }
    stopping = true;
    const started = performance.now();
    app.log.info({ signal, timeoutMs }, 'shutting down');
    // Connections that become idle while requests finish are closed as soon as they do.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    // Shortly before the end, whatever connection is left is cut, so the database still closes cleanly.
    const cut = setTimeout(
      () => {
        app.log.warn('connections still open: closing them');
        app.server.closeAllConnections();
      },
      Math.max(timeoutMs - 2000, timeoutMs / 2),
    );
    const force = setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown did not finish in time: exiting');
      exit(1);
    }, timeoutMs);
    let code = 0;
    try {
      await app.close();
      await closeDatabase();
      app.log.info({ ms: Math.round(performance.now() - started) }, 'shut down');
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      code = 1;
    } finally {
      clearInterval(idle);
      clearTimeout(cut);
      clearTimeout(force);
    }
    exit(code);
  }

  const onSigterm = () => void shutdown('SIGTERM');
  const onSigint = () => void shutdown('SIGINT');
  process.on('SIGTERM', onSigterm);
  process.on('SIGINT', onSigint);
  return {
    shutdown,
    dispose() {
      process.off('SIGTERM', onSigterm);
      process.off('SIGINT', onSigint);
    },
  };
}
