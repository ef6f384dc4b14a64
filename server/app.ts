import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fastifyTrustProxy, type Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';
import { registerErrorHandler } from './plugins/errors';
import { createSerializerCompiler } from './plugins/response-serializer';
import { registerSecurity, registerSecurityHeaders } from './plugins/security';
import { registerSession } from './plugins/session';
import { registerCanonicalPath } from './plugins/canonical-path';
import { registerDraining } from './plugins/draining';
import { registerPublicBodyLimit } from './plugins/public-body-limit';
import { registerProxyHeaderWarning } from './plugins/proxy-headers';
import { registerHostCheck } from './plugins/host-check';
import { registerRouteRegistry } from './plugins/route-registry';
import { registerOpenApi } from './plugins/openapi';
import { registerClient } from './plugins/client';
import { pgRateLimitStore } from './plugins/rate-limit-store';
import { loggerOptions, RequestLog } from './plugins/logging';
import { isLoopback } from './lib/net';
import { createAuthService } from './features/auth/auth.service';
import { authRoutes, outboxAnswers } from './features/auth/auth.routes';
import { publicConfigSchema } from '@shared/schemas/auth';
import { errorResponses, okResponse } from '@shared/schemas/http';
import { createAiProvider } from './ai/create-provider';
import type { AiProvider } from './ai/provider';
import { createStorage } from './storage/create-storage';
import type { Storage } from './storage/storage';
import { createSecretBox, loadOrCreateKey } from './lib/crypto';
import { createEventBus } from './core/events';
import { createShareAccess } from './core/share-access';
import { createMaintenance } from './core/maintenance';
import type { FeatureContext } from './core/context';
import { createPublicReads } from './core/public-reads';
import { projectsRoutes } from './features/projects/projects.routes';
import { snippetsRoutes } from './features/snippets/snippets.routes';
import { analysisRoutes } from './features/analysis/analysis.routes';
import { filesRoutes } from './features/files/files.routes';
import { commentsRoutes } from './features/comments/comments.routes';
import { shopifyRoutes } from './features/shopify/shopify.routes';
import { githubRoutes } from './features/github/github.routes';
import { previewRoutes } from './features/preview/preview.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { rootDir } from './lib/paths';
import { CLIENT_DIR } from './lib/client-page';

const appVersion = (JSON.parse(fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as { version: string })
  .version;

export interface AppDeps {
  config: Config;
  database: Database;
  mailer?: Mailer;
  ai?: AiProvider;
  storage?: Storage;
  logger?: boolean | object;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: loggerOptions(deps.logger ?? (process.env.TEST_LOG ? { level: 'error' } : false)),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 4 * 1024 * 1024,
    // Two info lines per request cost reads a large share of their time: see RequestLog.
    logController: new RequestLog(),
  });
  app.setValidatorCompiler(validatorCompiler);
  // Under test every answer is also encoded the former way and must come out the same (decision 0022).
  app.setSerializerCompiler(createSerializerCompiler({ verify: config.env === 'test' }));
  registerErrorHandler(app);
  await registerSecurityHeaders(app, config.appUrl);
  registerHostCheck(app, {
    appUrl: config.appUrl,
    allowedHosts: config.allowedHosts,
    port: config.port,
    isProduction: config.isProduction,
  });
  registerRouteRegistry(app);
  registerPublicBodyLimit(app);
  registerProxyHeaderWarning(app, config.trustProxy);
  registerDraining(app);
  registerCanonicalPath(app);
  await registerOpenApi(app, appVersion);

  // Answers above 1 KB go out brotli- or gzip-compressed when the client accepts it; built assets
  // are precompressed at build time instead, and event streams (hijacked replies) are never buffered.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyCookie);
  // Counters live in the database, so every app process on it counts together.
  await app.register(fastifyRateLimit, { global: false, store: pgRateLimitStore(database.db) });
  registerSecurity(app, config.appUrl);

  const mailer =
    deps.mailer ??
    (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(database.db));
  const auth = createAuthService({
    db: database.db,
    mailer,
    brandName: config.brandName,
    companyEmailDomain: config.companyEmailDomain,
    notifier: database.notifier,
  });
  // Sessions ended by another process are forgotten here as soon as the database says so.
  const stopHearingEndedSessions = await auth.listen();
  app.addHook('onClose', async () => {
    await stopHearingEndedSessions?.();
  });
  const events = createEventBus(database.notifier);
  const maintenance = createMaintenance({ database, events, log: app.log });
  app.addHook('onClose', async () => {
    await maintenance.close();
    await events.close();
  });
  const appKey = loadOrCreateKey(config.dataDir, config.secretKey);
  const share = createShareAccess(database.db, events, appKey);
  await share.listen();
  const cookies = registerSession(app, auth, share, config.appUrl.startsWith('https://'));
  // The development outbox shows working sign-in links: never in production nor with SMTP; then on
  // when DEV_OUTBOX says so, else only on a loopback listener whose APP_URL (if any) is loopback too.
  // Whatever the setting, never to a request through a proxy (see outboxAnswers).
  const devOutbox =
    !config.isProduction &&
    mailer.kind === 'outbox' &&
    (config.devOutbox ??
      (isLoopback(config.host) && (!config.appUrlSet || isLoopback(new URL(config.appUrl).hostname))));

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/config',
    { config: { public: true }, schema: { tags: ['App'], response: { 200: publicConfigSchema, ...errorResponses } } },
    async (request) => ({
      brandName: config.brandName,
      companyEmailDomain: config.companyEmailDomain,
      devOutbox: devOutbox && outboxAnswers(request, { explicit: config.devOutbox === true }),
    }),
  );
  r.get(
    '/healthz',
    { config: { public: true }, schema: { tags: ['App'], response: { 200: okResponse, ...errorResponses } } },
    async () => ({ ok: true as const }),
  );

  authRoutes(app, {
    auth,
    cookies,
    config,
    devOutbox,
    brandName: config.brandName,
    attemptsPerMinute: config.authAttemptsPerMinute,
  });

  const reads = createPublicReads(events);
  await reads.listen();
  const ctx: FeatureContext = {
    config,
    database,
    db: database.db,
    ai: deps.ai ?? createAiProvider(config.ai),
    storage: deps.storage ?? (await createStorage(config.storage)),
    secretBox: createSecretBox(appKey),
    mailer,
    events,
    share,
    reads,
  };
  await projectsRoutes(app, ctx);
  await snippetsRoutes(app, ctx);
  await analysisRoutes(app, ctx);
  await filesRoutes(app, ctx);
  await commentsRoutes(app, ctx);
  await shopifyRoutes(app, ctx);
  await githubRoutes(app, ctx);
  await previewRoutes(app, ctx);
  await notificationsRoutes(app, ctx);

  await registerClient(app, CLIENT_DIR);
  return app;
}
