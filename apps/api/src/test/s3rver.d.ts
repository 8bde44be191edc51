// The parts of @20minutes/s3rver (plain JavaScript, no types) that the tests use.
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  export interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

declare module '@20minutes/s3rver/lib/models/account.js' {
  /** s3rver's accounts: a key pair made here is accepted by every s3rver in the process. */
  export default class AWSAccount {
    constructor(accountId: number, displayName: string);
    createKeyPair(accessKeyId: string, secretAccessKey: string): void;
  }
}
