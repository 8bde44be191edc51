import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printBanner } from '../banner';
import { loadConfig } from '../config';

let dataDir: string;
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm start's banner", () => {
  it('names the shop, the admin console and how to sign in to it', () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'saathi-banner-'));
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((text) => {
      written.push(String(text));
      return true;
    });
    printBanner({
      config: loadConfig({ DATA_DIR: dataDir }),
      admin: {
        status: 'created',
        username: 'admin',
        email: 'admin@pragati-demo.in',
        generatedPassword: 'Gen3rated-Pass',
      },
      isFirstRun: true,
      address: { address: '127.0.0.1', family: 'IPv4', port: 3000 },
    });
    const banner = written.join('');
    expect(banner).toContain('Saathi is running at http://localhost:3000');
    expect(banner).toContain('Admin console: http://localhost:3000/dashboard');
    expect(banner).toContain('Demo admin sign-in: admin / Gen3rated-Pass');
  });
});
