import * as fsPromises from 'node:fs/promises';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows';
import { signInNewAssociate, signInNewUser } from '../../test/builders/people';
import { image, injectForm } from '../../test/form';
import { createTestApp } from '../../test/test-app';
import { StartupError } from '../errors';
import { createLocalStorage, STORAGE_REFUSED, type LocalFileSystem } from '../storage';

/*
 * A disk that refuses writes, through the storage's own seam: the tests run as root, for whom
 * a read-only folder is still writable, and a full or read-only file system cannot be mounted
 * here. The refusal is the kernel's errno on the call that meets it.
 */
type Step = 'mkdir' | 'writeFile' | 'rename';
let refusal: { code: string; step: Step } | null = null;

const refuse = (code: string) =>
  Object.assign(new Error(`${code}: refused by the test disk`), { code });

const refusingDisk: LocalFileSystem = {
  ...fsPromises,
  mkdir: (async (...args: Parameters<typeof fsPromises.mkdir>) => {
    if (refusal?.step === 'mkdir') throw refuse(refusal.code);
    return fsPromises.mkdir(...args);
  }) as typeof fsPromises.mkdir,
  async writeFile(file, data) {
    if (refusal?.step === 'writeFile') {
      // A full disk takes part of the file before it refuses the rest.
      await fsPromises.writeFile(file, (data as Buffer).subarray(0, 100));
      throw refuse(refusal.code);
    }
    return fsPromises.writeFile(file, data);
  },
  async rename(from, to) {
    if (refusal?.step === 'rename') throw refuse(refusal.code);
    return fsPromises.rename(from, to);
  },
};

const root = mkdtempSync(path.join(os.tmpdir(), 'saathi-disk-'));
const publicRoot = path.join(root, 'uploads');
const privateRoot = path.join(root, 'private');
let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  const storage = createLocalStorage({ publicRoot, privateRoot, files: refusingDisk });
  testApp = await createTestApp({}, { storage });
});
afterAll(async () => {
  await testApp?.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(() => {
  refusal = null;
});

const filesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
const storedFiles = () =>
  [publicRoot, privateRoot].flatMap((folder) => (existsSync(folder) ? filesUnder(folder) : []));
const documentRows = async () =>
  (
    await queryRows<{ rows: number }>(
      testApp.db,
      sql`select count(*)::int as rows from kyc_documents`,
    )
  )[0]!.rows;

const uploadDocument = async (auth: Record<string, string>) =>
  injectForm(testApp.app, 'POST', '/api/kyc/documents', { image: await image() }, auth);

describe('a disk that refuses an upload', () => {
  const cases = [
    { code: 'ENOSPC', step: 'writeFile' },
    { code: 'EDQUOT', step: 'writeFile' },
    { code: 'EROFS', step: 'mkdir' },
    { code: 'EACCES', step: 'rename' },
  ] as const;

  it.each(cases)(
    '$code on $step: a 507 in the error envelope, nothing stored',
    async ({ code, step }) => {
      const associate = await signInNewAssociate(testApp.app, testApp.db);
      const [filesBefore, rowsBefore] = [storedFiles(), await documentRows()];
      refusal = { code, step };
      const response = await uploadDocument(associate.auth);
      expect(response.statusCode).toBe(507);
      expect(response.json()).toEqual({
        success: false,
        error: {
          code: 'INSUFFICIENT_STORAGE',
          message: STORAGE_REFUSED,
          requestId: expect.any(String),
        },
      });
      // No partial file, no hidden temporary file, no document that points at nothing.
      expect(storedFiles()).toEqual(filesBefore);
      expect(await documentRows()).toBe(rowsBefore);

      refusal = null;
      expect((await uploadDocument(associate.auth)).statusCode).toBe(200);
      expect(storedFiles()).toHaveLength(filesBefore.length + 1);
    },
  );

  it('refuses a public upload (a brand image) the same way', async () => {
    const admin = await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] });
    const filesBefore = storedFiles();
    refusal = { code: 'ENOSPC', step: 'writeFile' };
    const response = await injectForm(
      testApp.app,
      'POST',
      '/api/brands',
      { name: 'Full Disk Brand', brandImage: await image() },
      admin.auth,
    );
    expect(response.statusCode).toBe(507);
    expect(storedFiles()).toEqual(filesBefore);
  });
});

describe('the two local folders', () => {
  it('refuses a private folder inside the public one, or the other way round', () => {
    const uploads = path.join(root, 'nested');
    for (const privateFolder of [path.join(uploads, 'private'), uploads]) {
      expect(() => createLocalStorage({ publicRoot: uploads, privateRoot: privateFolder })).toThrow(
        StartupError,
      );
    }
    expect(() =>
      createLocalStorage({ publicRoot: path.join(uploads, 'x'), privateRoot: uploads }),
    ).toThrow(StartupError);
  });
});
