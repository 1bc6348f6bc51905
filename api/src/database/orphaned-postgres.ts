import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import type { Logger } from '@nestjs/common';

/**
 * The process that starts an embedded server names itself in the server's command line (PostgreSQL's
 * `cluster_name`, also shown in the `ps` titles of its processes), so a later start can tell whether that process
 * is still the server's parent.
 */
export function ownerFlags(ownerPid = process.pid): string[] {
  return ['-c', `cluster_name=telehealth-owner-${ownerPid}`];
}

const OWNER = /^cluster_name=telehealth-owner-(\d+)$/;

interface ProcessInfo {
  ppid: number;
  zombie: boolean;
  args: string[];
}

/** What Linux's /proc says about a process; undefined when it does not exist (or cannot be read). */
function processInfo(pid: number): ProcessInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state ppid ...": the command may hold spaces and parentheses, so read after the last ')'.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return { ppid: Number(ppid), zombie: state === 'Z', args };
  } catch {
    return undefined;
  }
}

/** The pid named by the data directory's `postmaster.pid`, if it has one. */
function lockFilePid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `pid` is a live (not zombie) postmaster of `dataDir`. */
function isPostmasterOf(pid: number, dataDir: string): ProcessInfo | undefined {
  const info = processInfo(pid);
  if (!info || info.zombie) return undefined;
  const dir = info.args.indexOf('-D');
  return dir >= 0 && info.args[dir + 1] === dataDir ? info : undefined;
}

/**
 * Makes the data directory ready for a new server after a crash:
 * - a server still running there whose starting process is gone (the API was killed with SIGKILL) is shut down
 *   cleanly (SIGINT, PostgreSQL's fast shutdown: committed transactions are kept);
 * - a server whose starting process still runs is left alone, and this start is refused;
 * - a `postmaster.pid` naming a dead process, a zombie or another program is stale. PostgreSQL removes it itself
 *   when the process is gone, but not when the pid is a zombie nobody reaped or was reused, so it is removed here.
 */
export async function clearOrphanedPostgres(
  dataDir: string,
  logger: Logger,
  timeoutMs: number,
): Promise<void> {
  const pid = lockFilePid(dataDir);
  if (pid === undefined) return;
  const server = isPostmasterOf(pid, dataDir);
  if (!server) {
    if (processInfo(pid)) {
      logger.warn(`Removing the stale postmaster.pid of ${dataDir}: process ${pid} is not its server`);
      rmSync(join(dataDir, 'postmaster.pid'), { force: true });
    }
    return;
  }
  const owner = server.args.map((arg) => OWNER.exec(arg)?.[1]).find((found) => found !== undefined);
  if (owner === undefined || Number(owner) === server.ppid) {
    throw new Error(
      `PostgreSQL (pid ${pid}) already runs on ${dataDir}` +
        (owner === undefined ? '' : `, started by the running process ${owner}`) +
        ': one API process runs the embedded server; more processes share a database through DATABASE_URL',
    );
  }
  logger.warn(
    `Stopping PostgreSQL (pid ${pid}) left running on ${dataDir} by process ${owner}, which is gone`,
  );
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + timeoutMs;
  while (isPostmasterOf(pid, dataDir)) {
    if (Date.now() > deadline) {
      throw new Error(
        `PostgreSQL (pid ${pid}) left running on ${dataDir} did not stop within ${timeoutMs} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
