import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../context';

export async function analysisRoutes(_app: FastifyInstance, _ctx: FeatureContext) {}
