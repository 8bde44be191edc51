/**
 * Cycles between API modules and between web features, judged on folders (a module is its
 * folder), without the tests (a test may use helpers that sit above the code it tests) and
 * without a module's routes/ and jobs.ts: they sit above the flows, and the file-level rules of
 * .dependency-cruiser.cjs let only app.ts import them. `npm run lint` runs this after those.
 */
const base = require('./.dependency-cruiser.cjs');

const API = '^apps/api/src';
const WEB = '^apps/web/src';

module.exports = {
  forbidden: [
    {
      name: 'api-no-module-cycle',
      comment: 'No cycle between modules (users knows nothing of auth or associates, ...).',
      severity: 'error',
      scope: 'folder',
      from: { path: `${API}/modules/([^/]+)` },
      to: { circular: true, pathNot: `${API}/modules/$1(/|$)` },
    },
    {
      name: 'web-no-feature-cycle',
      comment: 'No cycle between features.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${WEB}/features/([^/]+)` },
      to: { circular: true, pathNot: `${WEB}/features/$1(/|$)` },
    },
  ],
  options: {
    ...base.options,
    exclude: {
      path:
        `${base.options.exclude.path}|/__tests__/|^apps/(api|web)/src/test/` +
        '|^apps/api/src/modules/[^/]+/(routes/|jobs\\.ts$)',
    },
  },
};
