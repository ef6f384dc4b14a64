import { join } from 'node:path';
import { createTestApp } from '../../test/harness';
import { listTree } from './files.fixtures';
import { filesApiSuite } from './files.suite';

filesApiSuite('local disk', async (env) => {
  const t = await createTestApp({ env });
  return {
    t,
    storedObjects: () => listTree(join(t.config.dataDir, 'uploads')),
    close: () => t.close(),
  };
});
