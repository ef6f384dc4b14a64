import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../context';

export async function commentsRoutes(_app: FastifyInstance, _ctx: FeatureContext) {}
