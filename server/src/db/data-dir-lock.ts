import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

// The embedded database lives in one process's memory and is written back to its folder by
// that process alone: two processes on one folder each keep their own copy, and whatever one
// of them wrote is lost when the other writes. So a folder has one holder, named in a lock
// file created atomically ('wx'), and a second process refuses to start, saying who holds it.

export const LOCK_FILE_NAME = 'tradeshub.lock';

/** What the lock file says about the process holding the folder. */
export interface DataDirHolder {
  /** Who holds it, in words: "the Tradeshub server at http://localhost:3000", "npm run seed". */
  holder: string;
  pid: number;
  hostname: string;
  /**
   * When the process began, as the kernel counts it (Linux: boot id and start tick), so a
   * new process that was given a dead holder's pid is not mistaken for it; null elsewhere.
   */
  processStart: string | null;
  /** Tells this holder's lock from a later one, so a release never removes someone else's. */
  instanceId: string;
  startedAt: string;
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still this process's; safe to call more than once. */
  release(): void;
}

export class DataDirInUseError extends Error {
  constructor(
    message: string,
    readonly holder: DataDirHolder | null,
  ) {
    super(message);
    this.name = 'DataDirInUseError';
  }
}

/** Takes the data folder for this process, taking over a lock whose process has ended. */
export function lockDataDir(dataDir: string, holder: string): DataDirLock {
  const path = join(resolve(dataDir), LOCK_FILE_NAME);
  const mine: DataDirHolder = {
    holder,
    pid: process.pid,
    hostname: hostname(),
    processStart: processStartOf(process.pid),
    instanceId: randomUUID(),
    startedAt: new Date().toISOString(),
  };
  // A stale lock is moved aside and the create tried again; a few rounds cover a race with
  // other processes starting at the same moment, and the loser finds the winner's lock.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (createLockFile(path, mine)) return { path, release: () => releaseLock(path, mine.instanceId) };
    const found = readLockFile(path);
    if (found === 'gone') continue;
    if (found === 'unreadable') throw new DataDirInUseError(unreadableLockMessage(dataDir, path), null);
    if (!isStale(found)) throw new DataDirInUseError(inUseMessage(dataDir, path, found), found);
    moveStaleLockAside(path, found);
  }
  throw new DataDirInUseError(
    `The data directory ${resolve(dataDir)} could not be locked: other processes kept taking ${path}. Start one process at a time.`,
    null,
  );
}

function createLockFile(path: string, holder: DataDirHolder): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o644);
  } catch (error) {
    if (isErrno(error, 'EEXIST')) return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(holder, null, 2)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readLockFile(path: string): DataDirHolder | 'gone' | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return 'gone';
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<DataDirHolder>;
    if (typeof parsed.pid === 'number' && typeof parsed.hostname === 'string' && typeof parsed.instanceId === 'string') {
      return parsed as DataDirHolder;
    }
  } catch {
    // Falls through: a file cut short (a crash between create and write) is reported, not guessed at.
  }
  return 'unreadable';
}

/** A lock is stale only when we can tell its process has ended: same machine, and the pid is gone or is now another process. */
function isStale(holder: DataDirHolder): boolean {
  if (holder.hostname !== hostname()) return false;
  if (!isAlive(holder.pid)) return true;
  const now = processStartOf(holder.pid);
  return holder.processStart !== null && now !== null && now !== holder.processStart;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return !isErrno(error, 'ESRCH');
  }
}

/**
 * Moves the stale lock out of the way by renaming it (atomic), then checks that the file
 * moved is the stale one read before: if another starting process replaced it in between,
 * its lock is put back, and the next create attempt finds it.
 */
function moveStaleLockAside(path: string, stale: DataDirHolder): void {
  const aside = `${path}.stale-${randomUUID()}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return;
    throw error;
  }
  const moved = readLockFile(aside);
  if (typeof moved === 'object' && moved.instanceId !== stale.instanceId) {
    renameSync(aside, path);
    return;
  }
  unlinkSync(aside);
}

function releaseLock(path: string, instanceId: string): void {
  const found = readLockFile(path);
  if (typeof found === 'object' && found.instanceId === instanceId) unlinkSync(path);
}

function inUseMessage(dataDir: string, path: string, holder: DataDirHolder): string {
  const sameMachine = holder.hostname === hostname();
  const where = sameMachine ? `pid ${holder.pid}` : `pid ${holder.pid} on ${holder.hostname}`;
  const ifGone = sameMachine
    ? ''
    : ` If nothing runs there any more, delete ${path} and start again (this machine cannot check another machine's processes).`;
  return (
    `The data directory ${resolve(dataDir)} is in use by ${holder.holder} (${where}, started ${holder.startedAt}). ` +
    `Two processes on one embedded database would each keep their own copy and lose each other's writes, so this one stops: ` +
    `stop that one first, or give this one another DATA_DIR (or DATABASE_URL for a shared PostgreSQL).${ifGone}`
  );
}

function unreadableLockMessage(dataDir: string, path: string): string {
  return (
    `The data directory ${resolve(dataDir)} is locked by ${path}, which does not say who holds it. ` +
    `If no Tradeshub server or seed is running on this data directory, delete that file and start again.`
  );
}

/** Linux only: "<boot id>:<start tick>" from /proc; null where there is no /proc. */
function processStartOf(pid: number): string | null {
  try {
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses, so count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Field 22, starttime; fields[0] is field 3.
    const startTick = fields[19];
    return startTick ? `${bootId}:${startTick}` : null;
  } catch {
    return null;
  }
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}
