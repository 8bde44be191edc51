import type { FastifyRequest } from 'fastify';
import type { AcceptingClient } from '../services/acceptances';

/** The address and browser an acceptance is recorded with. */
export const clientOf = (request: FastifyRequest): AcceptingClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});
