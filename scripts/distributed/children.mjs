// The child processes of `npm run start:distributed`: each one's output prefixed with its name, a
// health wait, and an ordered stop. The services and nginx share the launcher's process group (a
// Ctrl-C in the terminal reaches them too, and they stop on it); the Kafka mock and the embedded
// database are `detached` into groups of their own, so they outlive the services' shutdown, and
// both stop when the launcher's pipe to them closes, even if the launcher is killed.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** Spawns `command` with its output prefixed by `[name]`; `onLine` sees each line too. */
export function startChild(name, command, args, { env = process.env, onLine = () => undefined, detached = false } = {}) {
  const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'pipe'], detached });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      for (const line of lines) {
        process.stdout.write(`[${name}] ${line}\n`);
        onLine(line);
      }
    });
  }
  child.on('error', (error) => process.stdout.write(`[${name}] could not start: ${error.message}\n`));
  return {
    name,
    child,
    exited,
    /** Sends `signal`, then SIGKILL after `graceMs`; resolves with the exit code or signal. */
    async stop(signal = 'SIGINT', graceMs = 20_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill(signal);
      const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const outcome = await exited;
      clearTimeout(killer);
      return outcome;
    },
  };
}

/** Waits until `url` answers 2xx; fails when the child exits first or `timeoutMs` passes. */
export async function waitHealthy(started, url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (started.child.exitCode !== null || started.child.signalCode !== null)
      throw new Error(`${started.name} exited before it answered ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${started.name} did not answer ${url} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Resolves with the first line `pattern` matches (its groups), or fails when the child exits first. */
export function lineOf(name, command, args, pattern, options = {}) {
  let resolveLine;
  const line = new Promise((resolve) => (resolveLine = resolve));
  const started = startChild(name, command, args, {
    ...options,
    onLine: (text) => {
      const match = pattern.exec(text);
      if (match) resolveLine(match);
    },
  });
  const failed = started.exited.then((outcome) => {
    throw new Error(`${name} exited (${outcome}) before it printed ${pattern}`);
  });
  return { started, match: Promise.race([line, failed]) };
}
