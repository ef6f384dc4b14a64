import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './client-build.mjs';

// The API on :3000 (restarted on change) and Vite with hot reload on :5173.
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// The preview frame's scripts are built files (dist/frame), served by the API.
spawnSync(bin('tsx'), ['scripts/frame-build.ts'], { cwd: root, stdio: 'inherit' });
const children = [
  spawn(bin('tsx'), ['watch', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // Vite's proxy passes the browser's Host (localhost:5173) through.
    env: { ...process.env, ALLOWED_HOSTS: process.env.ALLOWED_HOSTS ?? 'localhost:5173,127.0.0.1:5173' },
  }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
