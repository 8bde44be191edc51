import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { razorpayOptions, type Config } from '../config';

/** Google Identity Services: its script, its button frame and its calls, only when enabled. */
const GOOGLE_SIGN_IN_ORIGIN = 'https://accounts.google.com';
const RAZORPAY_CHECKOUT_ORIGIN = 'https://checkout.razorpay.com';

/**
 * What Razorpay Checkout needs, only when online payment is configured (docs/decisions/0031):
 * its script, the payment page it frames from the API origin, and its own calls. The real
 * script also loads Razorpay's risk check from cdn.razorpay.com and reports to lumberjack.
 */
function razorpaySources(config: Config) {
  const options = razorpayOptions(config);
  if (!options) return { script: [], frame: [], connect: [] };
  const checkout = new URL(options.checkoutUrl).origin;
  const api = new URL(options.apiUrl).origin;
  const isRazorpay = checkout === RAZORPAY_CHECKOUT_ORIGIN;
  return {
    script: [checkout, ...(isRazorpay ? ['https://cdn.razorpay.com'] : [])],
    frame: [...new Set([api, checkout])],
    connect: [checkout, ...(isRazorpay ? ['https://lumberjack.razorpay.com'] : [])],
  };
}

/**
 * A CSP that fits the SPA: everything from our origin, images also from data/blob URLs (previews
 * of chosen files) and https (the company's own image hosts), no inline scripts, no framing.
 * Helmet is built once: @fastify/helmet rebuilt it, parsing the whole policy, on every request.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const google = config.GOOGLE_CLIENT_ID ? [GOOGLE_SIGN_IN_ORIGIN] : [];
  const razorpay = razorpaySources(config);
  const frames = [...google, ...razorpay.frame];
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google, ...razorpay.script],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google, ...razorpay.connect],
        frameSrc: frames.length ? frames : ["'none'"],
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
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
