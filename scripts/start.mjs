import { register } from 'tsx/esm/api';
import { ensureClientBuild } from './client-build.mjs';

ensureClientBuild();
register();
await import('../server/main.ts');
