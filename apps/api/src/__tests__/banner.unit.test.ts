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

/** The banner printed for `options` on port 3000, with a fresh data folder. */
function bannerFor(options: Omit<Parameters<typeof printBanner>[0], 'config' | 'address'>) {
  dataDir = mkdtempSync(path.join(tmpdir(), 'saathi-banner-'));
  const written: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((text) => {
    written.push(String(text));
    return true;
  });
  printBanner({
    config: loadConfig({ DATA_DIR: dataDir }),
    address: { port: 3000 },
    ...options,
  });
  return written.join('');
}

describe("npm start's banner", () => {
  it('names the shop, the admin console and how to sign in to it', () => {
    const banner = bannerFor({
      admin: {
        status: 'created',
        username: 'admin',
        email: 'admin@pragati-demo.in',
        generatedPassword: 'Gen3rated-Pass',
      },
      isFirstRun: true,
    });
    expect(banner).toContain('Saathi is running at http://localhost:3000');
    expect(banner).toContain('Admin console: http://localhost:3000/dashboard');
    expect(banner).toContain('Demo admin sign-in: admin / Gen3rated-Pass');
  });

  it('says a demo business was added, and how to leave it out', () => {
    const banner = bannerFor({
      admin: { status: 'exists' },
      isFirstRun: true,
      demoBusiness: {
        status: 'created',
        associates: 200,
        customers: 90,
        closedMonth: '2026-10',
        refusals: 0,
        problems: [],
      },
    });
    expect(banner).toContain(
      'So was a demo business: 200 demo associates, 90 demo customers, three months of orders, 2026-10 closed (SEED_DEMO_BUSINESS=false leaves it out).',
    );
  });
});
