import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLATFORM_MAIN, freePort } from '../support/processes';

/** Starts the platform as `npm start` would and collects what it says until it exits. */
function startCopy(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    const { DATABASE_URL: _unused, ...inherited } = process.env;
    const child = spawn(process.execPath, [PLATFORM_MAIN], { env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr, stdout }));
  });
}

async function hold(port: number): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

describe('a second copy on ports already taken', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'meridian-second-copy-'));

  it('says in one line that the embedded database port is taken and how to choose another', async () => {
    const port = await freePort();
    const held = await hold(port);
    try {
      const copy = await startCopy({ EMBEDDED_PG_PORT: String(port), PORT: String(await freePort()), DATA_DIR: dataDir });
      expect(copy.code).toBe(1);
      expect(copy.stderr.trim().split('\n')).toEqual([expect.stringContaining(`port ${port} of the embedded PostgreSQL is already in use`)]);
      expect(copy.stderr).toContain('EMBEDDED_PG_PORT=<free port>');
    } finally {
      held.close();
    }
  });

  it('says in one line that the HTTP port is taken and how to choose another', async () => {
    const port = await freePort();
    const held = await hold(port);
    try {
      const copy = await startCopy({ PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
      expect(copy.code).toBe(1);
      expect(copy.stderr.trim().split('\n')).toEqual([`[meridian] port ${port} is already in use (another copy of Meridian or another server); stop it, or start this copy with PORT=<free port>`]);
    } finally {
      held.close();
    }
  });
});
