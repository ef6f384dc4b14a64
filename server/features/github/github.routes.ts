import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  githubPushResultSchema,
  githubRepoSchema,
  githubStatusSchema,
  githubTokenInput,
  pushShopifyInput,
} from '@shared/schemas/github';
import { errorResponses } from '@shared/schemas/http';
import type { FeatureContext } from '../../core/context';
import { githubTokens } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { currentUser } from '../../plugins/session';
import { createGitHubClient, GitHubAuthError, GitHubError, validatePushTarget } from '../../github/github-client';

const tokenNotSet = () =>
  new HttpError(400, 'github_token_not_set', 'Connect GitHub first: save a personal access token with repo scope.');

/** GitHub's own answers become ours; a token GitHub refuses means "not connected". */
function fromGitHub(err: unknown): never {
  if (err instanceof GitHubAuthError) {
    throw new HttpError(401, 'github_unauthorized', 'GitHub refused the token. Save a valid token with repo scope.');
  }
  if (err instanceof GitHubError) throw new HttpError(err.status, 'github_error', err.message);
  throw err;
}

const TAGS = ['GitHub'];
const status = { tags: TAGS, response: { 200: githubStatusSchema, ...errorResponses } };
const repos = { tags: TAGS, response: { 200: z.array(githubRepoSchema), ...errorResponses } };

export async function githubRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const github = createGitHubClient({ baseUrl: ctx.config.githubApiUrl });

  async function storedToken(userId: number) {
    const [row] = await ctx.db.select().from(githubTokens).where(eq(githubTokens.userId, userId)).limit(1);
    return row ? { token: ctx.secretBox.open(row.tokenSealed), login: row.login } : null;
  }

  async function requireToken(userId: number) {
    const stored = await storedToken(userId);
    if (!stored) throw tokenNotSet();
    return stored.token;
  }

  r.get('/api/github/status', { schema: status }, async (request) => {
    const stored = await storedToken(currentUser(request).id);
    return stored ? { connected: true, login: stored.login } : { connected: false };
  });

  r.post('/api/github/token', { schema: { ...status, body: githubTokenInput } }, async (request) => {
    const user = currentUser(request);
    const token = request.body.token;
    const { login } = await github.verifyToken(token).catch(fromGitHub);
    const tokenSealed = ctx.secretBox.seal(token);
    await ctx.db
      .insert(githubTokens)
      .values({ userId: user.id, tokenSealed, login })
      .onConflictDoUpdate({ target: githubTokens.userId, set: { tokenSealed, login, updatedAt: new Date() } });
    return { connected: true, login };
  });

  r.delete('/api/github/token', { schema: status }, async (request) => {
    await ctx.db.delete(githubTokens).where(eq(githubTokens.userId, currentUser(request).id));
    return { connected: false };
  });

  const listRepos = async (userId: number) => github.listPushableRepos(await requireToken(userId)).catch(fromGitHub);
  r.get(
    '/api/github/repos/available',
    { schema: { ...repos, querystring: z.object({}).passthrough() } },
    async (request) => listRepos(currentUser(request).id),
  );
  r.get('/api/github/repos', { schema: repos }, async (request) => listRepos(currentUser(request).id));

  r.post(
    '/api/github/push-shopify',
    { schema: { tags: TAGS, body: pushShopifyInput, response: { 200: githubPushResultSchema, ...errorResponses } } },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      try {
        validatePushTarget(body);
      } catch (err) {
        fromGitHub(err);
      }
      const token = await requireToken(user.id);
      const details = await github.pushFile(token, body).catch(fromGitHub);
      return { success: true as const, details };
    },
  );
}
