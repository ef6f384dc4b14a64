import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../context';

export async function projectsRoutes(_app: FastifyInstance, _ctx: FeatureContext) {}
