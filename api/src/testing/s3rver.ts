import type { Server } from 'node:http';
import { createRequire } from 'node:module';

/** The S3-compatible server of the tests (an npm package: nothing is downloaded), as much of it as they use. */
export interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
  httpServer: Server;
}

type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

export const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;
