import os from 'node:os';
import path from 'node:path';

export const e2ePort = () => Number(process.env.E2E_PORT ?? 3100);
/** The e2e server's data folder: fixtures read the generated admin password from it. */
export const e2eDataDir = () => path.join(os.tmpdir(), `saathi-e2e-${e2ePort()}`);
