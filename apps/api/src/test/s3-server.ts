import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import AWSAccount from '@20minutes/s3rver/lib/models/account.js';

/*
 * A real S3-compatible server for tests: s3rver (the maintained @20minutes fork) in this process,
 * on 127.0.0.1, storing objects in a temporary folder. It checks Signature Version 4 with its own
 * code and answers S3's XML errors; unlike AWS it does not compare x-amz-content-sha256 with the
 * body and lets unsigned requests through (so a test proves signing by a refused wrong secret).
 */

export interface S3ServerOptions {
  buckets: string[];
  accessKeyId: string;
  secretAccessKey: string;
}

export async function startS3Server(options: S3ServerOptions) {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'saathi-s3-'));
  new AWSAccount(Date.now(), 'Saathi tests').createKeyPair(
    options.accessKeyId,
    options.secretAccessKey,
  );
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: options.buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const url = `http://127.0.0.1:${port}`;
  return {
    /** The endpoint, for S3_ENDPOINT. */
    url,
    /** Reads an object back as a public reader would (no signature). */
    getObject: (bucket: string, key: string) => fetch(`${url}/${bucket}/${key}`),
    /** Every key in the bucket (S3's ListObjects). */
    listKeys: async (bucket: string) => {
      const listing = await (await fetch(`${url}/${bucket}`)).text();
      return [...listing.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => match[1]!);
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
