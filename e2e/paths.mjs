import os from 'node:os';
import path from 'node:path';

export const e2ePort = () => Number(process.env.E2E_PORT ?? 3100);
/** An e2e server's data folder (the suite's by default): fixtures read the admin password there. */
export const e2eDataDir = (port = e2ePort()) => path.join(os.tmpdir(), `saathi-e2e-${port}`);
