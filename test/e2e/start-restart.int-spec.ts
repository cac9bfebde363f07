import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, Client } from '../support/platform-harness';

/**
 * `npm start`'s process on its embedded defaults: an embedded PostgreSQL under DATA_DIR, a clean stop
 * on SIGINT (database stopped, no orphan), and everything still there after a restart.
 */
const root = join(__dirname, '../..');
const main = join(root, 'services/platform/dist/main.js');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

interface Started {
  child: ChildProcess;
  output: () => string;
}

const running = new Set<ChildProcess>();

async function start(env: NodeJS.ProcessEnv, port: number): Promise<Started> {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  const child = spawn(process.execPath, [main], { env: { ...rest, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`platform exited early:\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.ok) return { child, output: () => output };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`platform did not become healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Ctrl-C; resolves with the exit code, and fails with the process's output when it is not 0. */
async function stop(started: Started): Promise<number | null> {
  const code = await new Promise<number | null>((resolve) => {
    started.child.once('exit', (exitCode) => resolve(exitCode));
    started.child.kill('SIGINT');
  });
  if (code !== 0) throw new Error(`exit code ${code}:\n${started.output()}`);
  return code;
}

const postgresProcessesFor = (dataDir: string) => {
  try {
    return execFileSync('pgrep', ['-f', dataDir], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

describe('npm start on embedded defaults', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'meridian-start-'));
  chmodSync(dataDir, 0o777);
  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves, stops cleanly on Ctrl-C, and keeps every account and event across a restart', async () => {
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), RATE_LIMIT_PER_IP: '1000', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    const api = new Client(`http://127.0.0.1:${port}`);

    const first = await start(env, port);
    expect(first.output()).toContain(`staff login    ${ADMIN.email} / (ADMIN_PASSWORD)  (seeded now)`);
    const { user } = await api.register('restart@example.com', 'restart-pass');
    const eventsBefore = (await api.admin<{ total: number }>('GET', `/customers/${user.id}/events`, await api.staffToken())).body.total;
    expect(await stop(first)).toBe(0);
    expect(first.output()).toContain('stopped cleanly');
    expect(postgresProcessesFor(dataDir)).toBe('');

    const second = await start(env, port);
    expect(second.output()).not.toContain('seeded now');
    const login = await api.post('/web/userLogin', { account: 'restart@example.com', password: 'restart-pass' });
    expect(login.body.data.user.id).toBe(user.id);
    const staff = await api.staffToken();
    const eventsAfter = (await api.admin<{ total: number }>('GET', `/customers/${user.id}/events`, staff)).body.total;
    expect(eventsAfter).toBe(eventsBefore + 1);
    expect(await stop(second)).toBe(0);
    expect(postgresProcessesFor(dataDir)).toBe('');
  }, 240_000);
});
