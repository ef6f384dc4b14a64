/** A duration as the progress lines show it: "8.1 s". */
export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * Runs one phase of a start and reports it on one line, opened when the phase begins so a slow
 * phase shows what it is waiting for: "Preparing the database… done in 3.1 s (detail)".
 */
export async function phase<T>(
  title: string,
  run: () => T | Promise<T>,
  detail?: (result: T) => string | undefined,
): Promise<T> {
  const started = performance.now();
  process.stdout.write(`${title}… `);
  try {
    const result = await run();
    const more = detail?.(result);
    process.stdout.write(`done in ${seconds(performance.now() - started)}${more ? ` (${more})` : ''}\n`);
    return result;
  } catch (err) {
    process.stdout.write('failed\n');
    throw err;
  }
}
