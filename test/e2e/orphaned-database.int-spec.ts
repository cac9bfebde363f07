import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { killAll, PLATFORM_MAIN, startPlatformProcess, startProcess, stopProcess } from '../support/processes';

/**
 * kill -9 of `npm start` leaves its embedded PostgreSQL running, holding the port and the data folder.
 * The next start recognises it by the folder's postmaster.pid, stops it, says so, and starts cleanly on
 * the same port with every account still there.
 */
const postgresProcessesFor = (dataDir: string) => {
  try {
    return execFileSync('pgrep', ['-f', dataDir], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

/** A legacy GET with a fresh request id (this file needs no in-process platform, only the child's HTTP API). */
const legacyGet = async (base: string, path: string, query: Record<string, string> = {}) => {
  const res = await fetch(`${base}${path}?${new URLSearchParams({ rtoken: `o${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`, ...query })}`);
  return (await res.json()) as { code: number; data: any };
};

describe('npm start after a kill -9', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'meridian-orphan-'));
  chmodSync(dataDir, 0o777);
  afterAll(async () => {
    await killAll();
    for (const pid of postgresProcessesFor(dataDir).split('\n').filter(Boolean)) {
      try {
        process.kill(Number(pid), 'SIGQUIT');
      } catch {
        // gone
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops its own orphaned PostgreSQL, says so, and starts on the same port with the data kept', async () => {
    const first = await startPlatformProcess(({ pgPort }) => ({
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      RATE_LIMIT_PER_IP: '1000',
    }));
    const demo = (await legacyGet(first.base, '/web/tempLogin')).data as { token: string; user: { id: string } };

    await new Promise<void>((resolve) => {
      first.child.once('exit', () => resolve());
      first.child.kill('SIGKILL');
    });
    const orphans = postgresProcessesFor(dataDir);
    expect(orphans).not.toBe(''); // the database outlived its platform: the defect this test is about

    // The same ports: the orphan holds the database port until the new start stops it.
    const second = await startProcess(PLATFORM_MAIN, first.env, `${first.base}/health`);
    expect(second.output()).toMatch(/found the embedded PostgreSQL of an earlier run still running \(pid \d+, port \d+/);
    expect(second.output()).toContain('stopped the earlier embedded PostgreSQL');
    // The session made before the kill -9 is still there: the data folder was stopped cleanly, not lost.
    expect((await legacyGet(first.base, '/web/info', { token: demo.token })).data).toMatchObject({ id: demo.user.id });

    expect(await stopProcess(second)).toBe(0);
    expect(postgresProcessesFor(dataDir)).toBe('');
  }, 240_000);
});
