import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../support.mjs';

// The two ways to run the platform, started as a user starts them: `npm start` (one process) and
// `npm run start:distributed` (a process per service, Kafka on librdkafka's mock cluster, Redis,
// nginx), each on a fresh database of its own, with the per-IP limits raised (one machine sends all).
// `distributed-pg` is the distributed profile on the PostgreSQL log bus (BUS_TRANSPORT=postgres):
// the mock cluster holds an empty fetch for its whole wait (100 ms) where a real broker answers as
// soon as a message comes, so the bus's share of a hop is read from both.
export const PROFILES = {
  one: { script: 'scripts/start.mjs', name: 'one process (npm start)' },
  distributed: { script: 'scripts/start-distributed.mjs', name: 'distributed (npm run start:distributed)' },
  'distributed-pg': { script: 'scripts/start-distributed.mjs', name: 'distributed, PostgreSQL bus (BUS_TRANSPORT=postgres)', env: { BUS_TRANSPORT: 'postgres' } },
};

export async function startProfile(root, key, databaseUrl, log) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, PROFILES[key].script)], {
    cwd: root,
    env: { ...process.env, ...PROFILES[key].env, DATABASE_URL: databaseUrl, PORT: String(port), RATE_LIMIT_PER_IP: '10000000', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output = [];
  const keep = (chunk) => {
    output.push(...String(chunk).split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 40));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${key} exited (${child.exitCode}):\n${output.join('\n')}`);
    const healthy = await fetch(`${base}/health`).then((res) => res.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`${key} not healthy after 180 s:\n${output.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  log(`[load] ${PROFILES[key].name} up at ${base}`);
  return {
    base,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGINT');
      const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 60_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
