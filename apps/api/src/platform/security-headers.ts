import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { razorpayOptions, s3StorageOptions, type Config } from '../config';
import { defaultS3PublicUrl } from './s3-storage';
import { isPageRequest } from './spa';

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
 * What an answer that is not a page needs (OWASP's REST security cheat sheet): JSON, files and
 * scripts are never rendered as a document, so the page policy's sources, referrer and opener
 * rules mean nothing there; sniffing and framing are refused (decision 0106).
 */
const NON_DOCUMENT_HEADERS: readonly [string, string][] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['cross-origin-resource-policy', 'same-origin'],
];

/**
 * Helmet's headers on every page (HTML), the short set on every other answer, chosen by the
 * answer's type once it is known. Helmet runs once at start (it rebuilt the policy's text on every
 * call: 3.6 % of a cart read's CPU); its full set on a JSON answer cost a catalogue read from the
 * cache a sixth of its CPU.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const documentHeaders = pageSecurityHeaders(config);
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    // A 304 has no type, and the browser keeps its headers with the copy it revalidated: a
    // page's must carry the page's policy, or the reloaded page may load nothing.
    const isDocument =
      typeof type === 'string'
        ? type.startsWith('text/html')
        : reply.statusCode === 304 && isPageRequest(request);
    for (const [name, value] of isDocument ? documentHeaders : NON_DOCUMENT_HEADERS) {
      reply.raw.setHeader(name, value);
    }
    done(null, payload);
  });
}

/** The headers helmet sets on a page, read off a response that only records them. */
export function pageSecurityHeaders(config: Config) {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmetMiddleware(config)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return [...headers];
}

/**
 * A CSP that fits the SPA: everything from our origin, images also from data/blob URLs (previews
 * of chosen files) and https (the company's own image hosts), no inline scripts, no framing.
 */
function helmetMiddleware(config: Config) {
  const google = config.GOOGLE_CLIENT_ID ? [GOOGLE_SIGN_IN_ORIGIN] : [];
  // A private file in S3 is fetched (with the token, then redirected) from the bucket's origin.
  const s3 = s3StorageOptions(config);
  const bucket = s3 ? [new URL(defaultS3PublicUrl(s3)).origin] : [];
  const razorpay = razorpaySources(config);
  const frames = [...google, ...razorpay.frame];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google, ...razorpay.script],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google, ...razorpay.connect, ...bucket],
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
}
