import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir, type DataDirHolder } from '../src/db/data-dir-lock.js';

let dataDir: string;
let lockPath: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'tradeshub-lock-'));
  lockPath = join(dataDir, LOCK_FILE_NAME);
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function refusal(holder: string): DataDirInUseError {
  try {
    lockDataDir(dataDir, holder);
  } catch (error) {
    if (error instanceof DataDirInUseError) return error;
    throw error;
  }
  throw new Error('The data directory was locked a second time');
}

function writeLock(holder: Partial<DataDirHolder>): void {
  const lock: DataDirHolder = {
    holder: 'the Tradeshub server at http://localhost:3000',
    pid: process.pid,
    hostname: hostname(),
    processStart: null,
    instanceId: 'an-earlier-holder',
    startedAt: '2026-01-05T09:30:00.000Z',
    ...holder,
  };
  writeFileSync(lockPath, JSON.stringify(lock));
}

function lockHolder(): DataDirHolder {
  return JSON.parse(readFileSync(lockPath, 'utf8')) as DataDirHolder;
}

/** A pid that belonged to a process and no longer does. */
function pidOfAnEndedProcess(): number {
  const ended = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(ended.stdout.trim());
}

describe('the data directory lock', () => {
  test('refuses a second holder with a sentence naming the first: who, which pid, since when', () => {
    const first = lockDataDir(dataDir, 'the Tradeshub server at http://localhost:3000');
    const error = refusal('npm run seed');
    const { startedAt } = lockHolder();
    expect(error.message).toContain(`is in use by the Tradeshub server at http://localhost:3000 (pid ${process.pid}, started ${startedAt})`);
    expect(error.message).toMatch(/stop that one first, or give this one another DATA_DIR/);
    first.release();
  });

  test('is free again once released, and a second release does nothing', () => {
    lockDataDir(dataDir, 'npm run seed').release();
    expect(existsSync(lockPath)).toBe(false);
    const again = lockDataDir(dataDir, 'the Tradeshub server at http://localhost:3000');
    expect(lockHolder().holder).toBe('the Tradeshub server at http://localhost:3000');
    again.release();
    again.release();
    expect(existsSync(lockPath)).toBe(false);
  });

  test('takes over a lock left by a process that has ended', () => {
    writeLock({ pid: pidOfAnEndedProcess() });
    const lock = lockDataDir(dataDir, 'the Tradeshub server at http://localhost:3001');
    expect(lockHolder()).toMatchObject({ pid: process.pid, holder: 'the Tradeshub server at http://localhost:3001' });
    lock.release();
  });

  test.runIf(existsSync('/proc/self/stat'))('takes over a lock whose pid now belongs to another process', () => {
    // This process's pid, but a holder that began at another moment: the pid was reused.
    writeLock({ pid: process.pid, processStart: 'another-boot:12345' });
    const lock = lockDataDir(dataDir, 'npm run seed');
    expect(lockHolder()).toMatchObject({ pid: process.pid, holder: 'npm run seed' });
    lock.release();
  });

  test('keeps a lock held from another machine, and says how to clear it if nothing runs there', () => {
    writeLock({ pid: 4242, hostname: 'build-02.example' });
    const error = refusal('npm run seed');
    expect(error.message).toContain('(pid 4242 on build-02.example, started 2026-01-05T09:30:00.000Z)');
    expect(error.message).toContain(`If nothing runs there any more, delete ${lockPath} and start again`);
    expect(lockHolder().hostname).toBe('build-02.example');
  });

  test('keeps a lock file it cannot read, and says to delete it if nothing runs', () => {
    writeFileSync(lockPath, '');
    expect(refusal('npm run seed').message).toContain(`If no Tradeshub server or seed is running on this data directory, delete that file`);
    expect(existsSync(lockPath)).toBe(true);
  });

  test('a release leaves alone a lock that another process has since taken', () => {
    const lock = lockDataDir(dataDir, 'npm run seed');
    writeLock({ instanceId: 'a-later-holder' });
    lock.release();
    expect(lockHolder().instanceId).toBe('a-later-holder');
  });
});
