import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const ROOT = join(__dirname, '../..');
export const PLATFORM_MAIN = join(ROOT, 'services/platform/dist/main.js');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

export interface Started {
  child: ChildProcess;
  output: () => string;
}

const running = new Set<ChildProcess>();
const groupLeaders = new WeakSet<ChildProcess>();

/** Kills whatever a test file left running (after a failed assertion), with the process groups of `group` starts. */
export async function killAll(): Promise<void> {
  for (const child of running) {
    try {
      if (groupLeaders.has(child)) process.kill(-child.pid!, 'SIGKILL');
      else child.kill('SIGKILL');
    } catch {
      // gone already
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
}

export interface StartOptions {
  args?: string[];
  /**
   * A line the process prints once it listens. Until it is seen, a healthy answer on the port may be
   * another test's process that took the port between our choosing it and binding it.
   */
  ready?: RegExp;
  /** Leads a process group of its own (a launcher and its children): killAll kills the whole group. */
  group?: boolean;
  timeoutMs?: number;
}

/** What the platform and its launchers print after `listen` succeeded (services/platform/src/main.ts, scripts/start-distributed.mjs). */
const LISTENING: Record<string, RegExp> = {
  [PLATFORM_MAIN]: /^Meridian is running$/m,
  [join(ROOT, 'scripts/start.mjs')]: /^Meridian is running$/m,
  [join(ROOT, 'scripts/start-distributed.mjs')]: /^Meridian, distributed profile:/m,
};

/**
 * Starts a Node script with `env` (and without the test run's DATABASE_URL unless given) and waits
 * until it says it listens and `healthUrl` answers.
 */
export async function startProcess(
  script: string,
  env: NodeJS.ProcessEnv,
  healthUrl: string,
  options: StartOptions = {},
): Promise<Started> {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  const child = spawn(process.execPath, [script, ...(options.args ?? [])], {
    env: { ...rest, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.group ?? false,
  });
  running.add(child);
  if (options.group) groupLeaders.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  const ready = options.ready ?? LISTENING[script];
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited early:\n${output}`);
    if (ready && !ready.test(output)) {
      if (Date.now() > deadline) throw new Error(`${script} never said it listens:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      const res = await fetch(healthUrl);
      if (res.ok) return { child, output: () => output };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${script} did not become healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Ctrl-C; resolves with the exit code, and fails with the process's output when it is not 0. */
export async function stopProcess(started: Started): Promise<number | null> {
  if (started.child.exitCode !== null) throw new Error(`already exited with ${started.child.exitCode}:\n${started.output()}`);
  const code = await new Promise<number | null>((resolve) => {
    started.child.once('exit', (exitCode) => resolve(exitCode));
    started.child.kill('SIGINT');
  });
  if (code !== 0) throw new Error(`exit code ${code}:\n${started.output()}`);
  return code;
}

const PORT_TAKEN = /EADDRINUSE|Address already in use|could not bind|port .* in use/i;

/**
 * Starts the platform with fresh ports, trying again with other ports when another test took one
 * between choosing it and binding it (parallel test files pick ports at the same time).
 */
export async function startPlatformProcess(
  env: (ports: { port: number; pgPort: number }) => NodeJS.ProcessEnv,
): Promise<Started & { port: number; base: string; env: NodeJS.ProcessEnv }> {
  for (let attempt = 1; ; attempt++) {
    const ports = { port: await freePort(), pgPort: await freePort() };
    const fullEnv = { ...env(ports), PORT: String(ports.port) };
    const base = `http://127.0.0.1:${ports.port}`;
    try {
      return { ...(await startProcess(PLATFORM_MAIN, fullEnv, `${base}/health`)), port: ports.port, base, env: fullEnv };
    } catch (error) {
      if (attempt >= 4 || !PORT_TAKEN.test(String((error as Error).message))) throw error;
    }
  }
}
