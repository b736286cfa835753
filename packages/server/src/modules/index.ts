import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { authRoutes } from './auth/routes.js';

// Every module's routes; a module registers its task handlers here too.
export const modules: Array<(app: FastifyInstance, ctx: AppContext) => void> = [authRoutes];
