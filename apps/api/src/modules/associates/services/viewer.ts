import type { FastifyRequest } from 'fastify';
import { holdsPermission } from '../../../platform/auth-guard';
import type { Viewer } from './visibility';

/**
 * The signed-in person as the network's visibility rules see them (routes require sign-in):
 * staff who manage the network see every branch.
 */
export const viewerOf = (request: FastifyRequest): Viewer => ({
  userId: request.auth!.userId,
  isAdmin: holdsPermission(request, 'network.manage'),
});
