import { mkdir, writeFile } from 'node:fs/promises';

/** The p-th percentile (nearest rank) of a list of milliseconds, to 0.01 ms. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[index]! * 100) / 100;
}

/** Writes one bench's figures to bench/results/<name>.json with the machine they came from. */
export async function writeResult(name: string, result: unknown): Promise<void> {
  const dir = new URL('./results/', import.meta.url);
  await mkdir(dir, { recursive: true });
  const body = { name, at: new Date().toISOString(), node: process.version, cpus: (await import('node:os')).cpus().length, result };
  await writeFile(new URL(`${name}.json`, dir), `${JSON.stringify(body, null, 2)}\n`);
  console.log(`wrote bench/results/${name}.json`);
}
