/**
 * Module and feature boundaries (ARCHITECTURE decision 16, docs/architecture.md), checked by
 * `npm run lint`. API: a module has one shape and is used only through its index.ts; its routes/
 * and jobs.ts sit above the flows, which sit above every module's services; platform/ and db/
 * know no module. Web: a feature is used only through its public entries,
 * index.ts and query-keys.ts (app/ may also load its route pages lazily); components, lib, hooks
 * and the test builders (testing/) know no feature; only tests use the builders. No cycles.
 */
const API = '^apps/api/src';
const WEB = '^apps/web/src';
/** What a module's folder holds at its top (docs/architecture.md, "One module shape"). */
const MODULE_SHAPE = '(index|tables|jobs)\\.ts$|routes/|services/|demo/|__tests__/';
/** A module's layer above the flows: its HTTP face and its jobs. */
const TOP_LAYER = '(routes/|jobs\\.ts$)';
/** Tests and their helpers. */
const API_TESTS = `(/__tests__/|${API}/test/)`;
/** A web feature's public entries. */
const WEB_FACE = '(index\\.tsx?|query-keys\\.ts|admin\\.ts)';

module.exports = {
  forbidden: [
    {
      name: 'api-module-shape',
      comment:
        'A module is index.ts (its face), tables.ts, jobs.ts, routes/ (its HTTP face), services/, ' +
        'demo/ and __tests__/: nothing else lives at its top.',
      severity: 'error',
      from: {
        path: `${API}/modules/[^/]+/`,
        pathNot: `${API}/modules/[^/]+/(${MODULE_SHAPE})`,
      },
      to: {},
    },
    {
      name: 'api-module-public-face',
      comment: 'Another module is used only through its index.ts.',
      severity: 'error',
      from: { path: `${API}/modules/([^/]+)/` },
      to: {
        path: `${API}/modules/[^/]+/`,
        pathNot: [`${API}/modules/$1/`, `${API}/modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'api-module-top-layer-stays-on-top',
      comment:
        "A module's face, services and tables never import its routes/ or jobs.ts, which sit " +
        'above the flows (they may run one).',
      severity: 'error',
      from: {
        path: `${API}/modules/([^/]+)/`,
        pathNot: [`${API}/modules/[^/]+/${TOP_LAYER}`, API_TESTS],
      },
      to: { path: `${API}/modules/$1/${TOP_LAYER}` },
    },
    {
      name: 'api-app-registers-module-faces',
      comment: 'app.ts uses a module through its index.ts, its routes/index.ts and its jobs.ts.',
      severity: 'error',
      from: { path: `${API}/app\\.ts$` },
      to: {
        path: `${API}/modules/[^/]+/`,
        pathNot: `${API}/modules/[^/]+/(index\\.ts|routes/index\\.ts|jobs\\.ts)$`,
      },
    },
    {
      name: 'api-outside-uses-module-face',
      comment:
        'Flows, seeds and everything else outside the modules use a module only through its ' +
        "index.ts (tests may also run a module's jobs by the names its jobs.ts exports).",
      severity: 'error',
      from: { path: `${API}/`, pathNot: [`${API}/modules/`, `${API}/app\\.ts$`, API_TESTS] },
      to: { path: `${API}/modules/[^/]+/`, pathNot: `${API}/modules/[^/]+/index\\.ts$` },
    },
    {
      name: 'api-tests-use-module-faces',
      comment: "Tests outside a module use its index.ts, or its jobs.ts for a job's name.",
      severity: 'error',
      from: { path: API_TESTS, pathNot: `${API}/modules/` },
      to: {
        path: `${API}/modules/[^/]+/`,
        pathNot: `${API}/modules/[^/]+/(index|jobs)\\.ts$`,
      },
    },
    {
      name: 'api-platform-knows-no-module',
      comment: 'platform/ and db/ import no module and no flow.',
      severity: 'error',
      from: { path: `${API}/(platform|db)/` },
      to: { path: `${API}/(modules|flows)/` },
    },
    {
      name: 'api-modules-below-flows',
      comment:
        "Flows call modules' services, never the other way round; only a module's routes/ and " +
        'jobs.ts (the layer above the flows) and tests run a flow.',
      severity: 'error',
      from: { path: `${API}/modules/`, pathNot: [`${API}/modules/[^/]+/${TOP_LAYER}`, API_TESTS] },
      to: { path: `${API}/flows/` },
    },
    {
      name: 'web-feature-public-face',
      comment:
        'Another feature is used only through its public entries: index.ts, query-keys.ts for ' +
        'its key factories and admin.ts for parts of its console screens (apart, so a face the ' +
        'shop imports does not pull in the keys or the console widgets).',
      severity: 'error',
      from: { path: `${WEB}/features/([^/]+)/` },
      to: {
        path: `${WEB}/features/[^/]+/`,
        pathNot: [`${WEB}/features/$1/`, `${WEB}/features/[^/]+/${WEB_FACE}$`],
      },
    },
    {
      name: 'web-shared-code-knows-no-feature',
      comment: 'components/, lib/, hooks/ and testing/ (the test builders) are below the features.',
      severity: 'error',
      from: { path: `${WEB}/(components|lib|hooks|testing)/` },
      to: { path: `${WEB}/(features|app)/` },
    },
    {
      name: 'web-testing-only-in-tests',
      comment: 'The test builders stay out of the app: only tests and the test harness use them.',
      severity: 'error',
      from: { path: WEB, pathNot: ['/__tests__/', `${WEB}/(test|testing)/`] },
      to: { path: `${WEB}/testing/` },
    },
    {
      name: 'web-app-uses-feature-face-or-pages',
      comment: 'app/ composes features through their index.ts and lazily loaded pages.',
      severity: 'error',
      from: { path: `${WEB}/app/` },
      to: {
        path: `${WEB}/features/[^/]+/`,
        pathNot: [
          `${WEB}/features/[^/]+/${WEB_FACE}$`,
          `${WEB}/features/[^/]+/(pages|admin/pages)/[^/]+\\.tsx$`,
        ],
      },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles, in any app or package.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/|\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
