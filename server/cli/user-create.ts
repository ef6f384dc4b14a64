import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createAuthService } from '../features/auth/auth.service';
import { HttpError } from '../lib/errors';
import { loginInput } from '@shared/schemas/auth';

const usage =
  'Usage: npm run user:create -- --email a@example.com --password secret123 [--username Ann] [--any-domain]';

async function main() {
  let values: { email?: string; password?: string; username?: string; 'any-domain'?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        username: { type: 'string' },
        'any-domain': { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n${usage}`);
    return 2;
  }
  const parsed = loginInput.safeParse({ email: values.email, password: values.password });
  if (!parsed.success) {
    console.error(`${parsed.error.issues.map((i) => i.message).join('\n')}\n${usage}`);
    return 2;
  }
  const config = loadConfig();
  const domain = config.companyEmailDomain;
  // the same rule as registration and login links, unless an administrator says otherwise
  if (!values['any-domain'] && !parsed.data.email.toLowerCase().endsWith(`@${domain}`)) {
    console.error(
      `Only @${domain} email addresses are allowed (COMPANY_EMAIL_DOMAIN). Add --any-domain to create this account anyway.\n${usage}`,
    );
    return 2;
  }
  const database = await openDatabase(config, 'npm run user:create');
  try {
    const auth = createAuthService({
      db: database.db,
      mailer: { kind: 'outbox', send: async () => {} },
      brandName: config.brandName,
      companyEmailDomain: config.companyEmailDomain,
    });
    const user = await auth.createUser({
      email: parsed.data.email,
      password: parsed.data.password,
      username: values.username,
    });
    console.log(`Created user #${user.id}: ${user.email}${user.username ? ` (${user.username})` : ''}`);
    return 0;
  } catch (err) {
    if (err instanceof HttpError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
