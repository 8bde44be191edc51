// Starts the built API and SPA for the e2e suite on a fresh, empty embedded database.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'saathi-e2e-'));
process.env.HOST = '127.0.0.1';
await import('../apps/api/dist/main.js');
