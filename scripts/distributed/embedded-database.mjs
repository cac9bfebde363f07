// The embedded PostgreSQL `npm start` uses (data under DATA_DIR, port EMBEDDED_PG_PORT), run as a
// child of `npm run start:distributed` so it is stopped last, after every service let go of it.
// Prints `database <url>` once it accepts connections; stops on SIGTERM or when its stdin closes.
// A Ctrl-C is the launcher's to handle: it stops the services first, then this.
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import database from '@meridian/database';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = resolve(root, process.env.DATA_DIR ?? 'data');
const port = Number.parseInt(process.env.EMBEDDED_PG_PORT ?? '54329', 10);
const recent = [];
const embedded = await database
  .startEmbeddedPostgres({ dataDir, port, log: (line) => recent.push(line.trim()) > 40 && recent.shift(), notice: console.log })
  .catch((error) => {
    console.error(
      `embedded PostgreSQL did not start (port ${port}, data in ${dataDir}): ${String(error ?? '')}\n${recent.slice(-15).join('\n')}`,
    );
    process.exit(1);
  });
console.log(`database ${embedded.url}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await embedded.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => undefined);
process.stdin.on('end', () => void stop());
process.stdin.resume();
