import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database serves one process at a time. The process that holds
 * DATA_DIR writes its pid here; a second one stops with a clear message
 * instead of corrupting the files.
 */
export function lockDataDir(dataDir: string, purpose: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'atelier.pid');
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
    if (pid && pid !== process.pid && isAlive(pid)) {
      const owner = fs.readFileSync(file, 'utf8').split('\n')[1] ?? 'another process';
      throw new Error(
        `The embedded database in ${dataDir} is in use by ${owner} (pid ${pid}). ` +
          'It serves one process at a time: stop that process first, or use DATABASE_URL for a PostgreSQL server.',
      );
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.writeFileSync(file, `${process.pid}\n${purpose}\n`);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    try {
      if (Number(fs.readFileSync(file, 'utf8').split('\n')[0]) === process.pid) fs.rmSync(file);
    } catch {
      // already gone
    }
  };
  process.once('exit', release);
  return release;
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
