import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopOrphanedPostgres } from './embedded-postgres';

/** The orphan check stops only a live postgres serving this very folder; anything else is left alone. */
describe('stopOrphanedPostgres', () => {
  const dir = mkdtempSync(join(tmpdir(), 'orphan-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const pidFile = (pid: number, dataDir: string) => writeFileSync(join(dir, 'postmaster.pid'), `${pid}\n${dataDir}\n1764230000\n5432\n/tmp\n`);

  it('does nothing without a pid file, or when its process is gone', async () => {
    expect(await stopOrphanedPostgres(join(dir, 'missing'))).toBe(false);
    pidFile(2 ** 22 + 12345, dir);
    expect(await stopOrphanedPostgres(dir)).toBe(false);
  });

  it('leaves a live process alone when it is not a postgres, or serves another folder', async () => {
    const other = spawn('sleep', ['30']);
    try {
      pidFile(other.pid!, dir);
      const notices: string[] = [];
      expect(await stopOrphanedPostgres(dir, (line) => notices.push(line))).toBe(false);
      pidFile(other.pid!, tmpdir());
      expect(await stopOrphanedPostgres(dir, (line) => notices.push(line))).toBe(false);
      expect(notices).toEqual([]);
      expect(other.exitCode).toBeNull();
      expect(other.killed).toBe(false);
    } finally {
      other.kill('SIGKILL');
    }
  });
});
