import type { FastifyRequest } from 'fastify';
import type { Viewer } from './visibility';

/** The signed-in person as the network's visibility rules see them (routes require sign-in). */
export const viewerOf = (request: FastifyRequest): Viewer => ({
  userId: request.auth!.userId,
  isAdmin: request.auth!.roles.includes('ADMIN'),
});
