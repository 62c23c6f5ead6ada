// Runs the server suite a second time on real PostgreSQL when TEST_DATABASE_URL is set
// (CI sets it; see .ci/run). Each test file works in a database of its own.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('PostgreSQL suite skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it.');
  process.exit(0);
}
console.log(`PostgreSQL suite on ${process.env.TEST_DATABASE_URL.replace(/:[^:@/]*@/, ':***@')}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'postgres' },
});
process.exit(result.status ?? 1);
