import { embeddedDatabaseDir, stopOrphanedPostgres } from '@meridian/database';
import { readSettings } from './platform-config';
import { startPlatform } from './bootstrap';
import { busyPortMessage } from './port-check';
import { openingBannerLines } from './opening-capital';

const log = (line: string) => console.log(`[meridian] ${line}`);

async function main(): Promise<void> {
  const settings = readSettings();
  // Our own database left running by a kill -9 of the last start holds its port: stop it first.
  if (!settings.databaseUrl) await stopOrphanedPostgres(embeddedDatabaseDir(settings.dataDir), log);
  const busy = await busyPortMessage(settings);
  if (busy) {
    console.error(`[meridian] ${busy}`);
    process.exit(1);
  }
  const platform = await startPlatform(settings, log);
  const lines = [
    '',
    `Meridian is running`,
    `  customer app   ${settings.publicUrl}/`,
    `  back office    ${settings.publicUrl}/admin`,
    `  API docs       ${settings.publicUrl}/api/docs   (OpenAPI: /api/v1/openapi.json)`,
    `  health         ${settings.publicUrl}/health`,
    `  services       ${settings.services.join(', ')} (bus: ${settings.bus.transport})`,
    `  staff login    ${settings.adminEmail} / ${settings.adminPasswordFromDefault ? settings.adminPassword : '(ADMIN_PASSWORD)'}${platform.seededAdmin ? '  (seeded now)' : ''}`,
    `  database       ${settings.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL, data in ${settings.dataDir}`}`,
    `  redis          ${settings.redisUrl ? 'REDIS_URL (rate limits and socket.io rooms shared across processes)' : 'not used (one process)'}`,
    ...openingBannerLines(platform.opening),
    ...platform.missingApps.map((dir) => `  warning: ${dir} is not built; run npm run build:web`),
    '',
  ];
  console.log(lines.join('\n'));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down`);
    try {
      await platform.stop();
      log('stopped cleanly');
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGHUP', () => void stop('SIGHUP'));
}

main().catch((error) => {
  console.error('[meridian] failed to start:', error);
  process.exit(1);
});
