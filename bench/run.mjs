// `npm run bench`: runs each benchmark in turn; figures land in bench/results/*.json.
// A benchmark is any bench/*.ts whose first line starts "// `npm run bench` part:", run in
// name order (BENCH=search,works picks some). Each runs under the highest open-files limit
// the shell allows: the sockets bench holds 10,000 sockets in its client process and as many
// in its server process.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const MARK = '// `npm run bench` part:';
const here = new URL('./', import.meta.url);
const found = readdirSync(here)
  .filter((file) => file.endsWith('.ts') && readFileSync(new URL(file, here), 'utf8').startsWith(MARK))
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();
const wanted = process.env.BENCH?.split(',').map((name) => name.trim()).filter(Boolean) ?? found;
const unknown = wanted.filter((name) => !found.includes(name));
if (unknown.length > 0) {
  console.error(`No benchmark called ${unknown.join(', ')}; there are: ${found.join(', ')}.`);
  process.exit(1);
}
for (const bench of wanted) {
  const result = spawnSync('sh', ['-c', `ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec npx tsx bench/${bench}.ts`], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
