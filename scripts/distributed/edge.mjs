// The edge of `npm run start:distributed`: Debian's nginx as a child (not a daemon), with the config
// deploy/edge/nginx-config.mjs generates from the route table, its pid and temp files in a folder of
// its own under the system temp folder (nothing written to /etc or /var/log).
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxConfig } from '../../deploy/edge/nginx-config.mjs';
import { startChild, waitHealthy } from './children.mjs';

export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';

/** Debian's nginx, installed with apt-get when missing and we are root (as the browser tests install chromium). */
export function ensureNginx() {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() !== 0) throw new Error(`${NGINX} missing: install Debian's nginx (apt-get install nginx)`);
  console.log("[start] installing Debian's nginx for the edge (first run on this machine)");
  const install = () =>
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    install();
  } catch {
    execFileSync('apt-get', ['update'], { stdio: ['ignore', 'ignore', 'inherit'] });
    install();
  }
  if (!existsSync(NGINX)) throw new Error(`apt-get installed nginx but ${NGINX} is still missing`);
}

/** Starts nginx on `listen` in front of `upstreams` ({ target: ['host:port'] }); resolves once `/health` answers through it. */
export async function startEdge({ listen, upstreams, healthUrl }) {
  ensureNginx();
  const prefix = mkdtempSync(join(tmpdir(), 'meridian-edge-'));
  // As root, nginx's worker runs as nobody and must reach its temp folders here.
  chmodSync(prefix, 0o755);
  const config = join(prefix, 'nginx.conf');
  writeFileSync(config, nginxConfig({ upstreams, listen, prefix }));
  const started = startChild('edge', NGINX, ['-e', 'stderr', '-p', prefix, '-c', config, '-g', 'daemon off;']);
  try {
    await waitHealthy(started, healthUrl, 30_000);
  } catch (error) {
    await started.stop('SIGTERM', 2000);
    throw error;
  }
  return {
    config,
    // SIGTERM: a fast stop (open sockets are cut; the services are stopped next anyway).
    stop: async () => {
      await started.stop('SIGTERM', 5000);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
