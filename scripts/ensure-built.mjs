// Used by `npm run seed` and the e2e suite: the same install-and-build steps as `npm start`.
import { ensureBuilt, ensureDependencies } from './lib.mjs';

await ensureDependencies();
await ensureBuilt();
