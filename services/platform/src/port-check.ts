import { createServer } from 'node:net';
import type { PlatformSettings } from './platform-config';

function inUse(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRINUSE'));
    probe.listen(port, host, () => probe.close(() => resolve(false)));
  });
}

/**
 * Before anything starts: a port another program (most likely a running copy) already holds, said
 * in one line with the setting that moves this copy elsewhere; null when both are free.
 */
export async function busyPortMessage(settings: PlatformSettings): Promise<string | null> {
  if (!settings.databaseUrl && (await inUse(settings.embeddedDatabasePort, '127.0.0.1'))) {
    return (
      `port ${settings.embeddedDatabasePort} of the embedded PostgreSQL is already in use (another copy of Meridian is probably running); ` +
      `stop it, or start this copy with EMBEDDED_PG_PORT=<free port> DATA_DIR=<another folder> PORT=<free port>`
    );
  }
  if (settings.port !== 0 && (await inUse(settings.port, settings.host))) {
    return `port ${settings.port} is already in use (another copy of Meridian or another server); stop it, or start this copy with PORT=<free port>`;
  }
  return null;
}
