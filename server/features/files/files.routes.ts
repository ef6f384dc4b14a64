import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../context';

export async function filesRoutes(_app: FastifyInstance, _ctx: FeatureContext) {}
