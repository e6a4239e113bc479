// Types for the parts of s3rver (a dev dependency without its own types) that the S3 tests use
// to run an S3-compatible server in-process.
declare module 's3rver' {
  import type { Server } from 'node:http';

  export interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
    allowMismatchedSignatures?: boolean;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<Server>;
    close(): Promise<void>;
  }
}
