// `npm run bench`: runs each benchmark in turn; figures land in bench/results/*.json.
import { spawnSync } from 'node:child_process';

const benches = (process.env.BENCH ?? 'search').split(',');
for (const bench of benches) {
  const result = spawnSync('npx', ['tsx', `bench/${bench}.ts`], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
