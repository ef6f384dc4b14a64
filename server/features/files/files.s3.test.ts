import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../../config';
import { createStorage } from '../../storage';
import { S3Storage } from '../../storage/s3-storage';
import { createTestApp } from '../../test/harness';
import { filesApiSuite } from '../../test/suites/files.suite';

let root: string;
let server: S3rver;
let endpoint: string;
let admin: S3Client;
let buckets = 0;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'atelier-files-s3-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: root });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  admin = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  admin?.destroy();
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

async function listKeys(bucket: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await admin.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((o) => o.Key!));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys.sort();
}

filesApiSuite('S3', async (env) => {
  const bucket = `atelier-files-${++buckets}`;
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  const s3Env = {
    STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    ...env,
  };
  // Built from the same environment the server reads, and closed with the app.
  const storage = (await createStorage(loadConfig({ ...s3Env, DATA_DIR: root }).storage)) as S3Storage;
  const t = await createTestApp({ env: s3Env, deps: { storage } });
  return {
    t,
    storedObjects: () => listKeys(bucket),
    close: async () => {
      await t.close();
      storage.close();
    },
  };
});
