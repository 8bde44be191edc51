import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Google Identity Services: its script, its button frame and its calls, only when enabled. */
const GOOGLE_SIGN_IN_ORIGIN = 'https://accounts.google.com';

/**
 * A CSP that fits the SPA: everything from our origin, images also from data/blob URLs (previews
 * of chosen files) and https (the company's own image hosts), no inline scripts, no framing.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const google = config.GOOGLE_CLIENT_ID ? [GOOGLE_SIGN_IN_ORIGIN] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google],
        frameSrc: google.length ? google : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The SPA loads nothing cross-origin that would send these headers.
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
}
