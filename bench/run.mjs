// `npm run bench`: runs each benchmark in turn; figures land in bench/results/*.json.
// Each runs under the highest open-files limit the shell allows: the sockets bench holds
// 10,000 sockets in its client process and as many in its server process.
import { spawnSync } from 'node:child_process';

const benches = (process.env.BENCH ?? 'search,works,community,sockets,widgets,pages').split(',');
for (const bench of benches) {
  const result = spawnSync('sh', ['-c', `ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec npx tsx bench/${bench}.ts`], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
