import { join } from 'node:path';
import { createTestApp } from '../../test/harness';
import { listTree } from '../../test/fixtures/files';
import { filesApiSuite } from '../../test/suites/files.suite';

filesApiSuite('local disk', async (env) => {
  const t = await createTestApp({ env });
  return {
    t,
    storedObjects: () => listTree(join(t.config.dataDir, 'uploads')),
    close: () => t.close(),
  };
});
