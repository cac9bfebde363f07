import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { json, urlencoded, type Express } from 'express';
import { EnvelopeExceptionFilter, createValidationPipe, keyRequestFingerprints, refuseNulInTarget, serveDirectRoutes, verifyJsonShape, type TrustProxy } from '@meridian/http';
import { StaffMembers } from '@meridian/identity';
import { SpotOrderDesk } from '@meridian/trading';
import { loadSecretsKey, RedisRateLimiter, type Clock } from '@meridian/runtime';
import { RedisIoAdapter } from './push/redis-io.adapter';
import { PlatformModule } from './app.module';
import { openDatabase, platformMigrations, type OpenDatabase } from './database';
import { openApiDocument } from './openapi';
import { seedOpeningCapital, type OpeningSeed } from './opening-capital';
import type { PlatformSettings } from './platform-config';
import { securityHeaders } from './security-headers';
import { serveWebApps } from './static-apps';

export interface RunningPlatform {
  app: NestExpressApplication;
  database: OpenDatabase;
  url: string;
  missingApps: string[];
  seededAdmin: boolean;
  /** The opening capital and house buffer of the install (opening-capital.ts), as far as this process hosts them. */
  opening: OpeningSeed;
  stop(): Promise<void>;
}

/** Starts the whole platform in this process and answers once `/health` would. */
export async function startPlatform(
  settings: PlatformSettings,
  log: (line: string) => void = console.log,
  options: { clock?: Clock } = {},
): Promise<RunningPlatform> {
  // Before any request is claimed: fingerprints a retry compares, here or in another process of the install.
  keyRequestFingerprints(loadSecretsKey(settings));
  const database = await openDatabase(settings, platformMigrations, log);
  let app: NestExpressApplication;
  let redisLimiter: RedisRateLimiter | null = null;
  try {
    if (settings.redisUrl) redisLimiter = await RedisRateLimiter.connect(settings.redisUrl);
    app = await NestFactory.create<NestExpressApplication>(PlatformModule.compose(database.pool, settings, options.clock, redisLimiter ?? undefined), {
      logger: process.env.LOG_LEVEL === 'debug' ? ['error', 'warn', 'log', 'debug'] : ['error', 'warn'],
      bodyParser: false,
    });
  } catch (error) {
    await redisLimiter?.close();
    await database.close();
    throw error;
  }
  let ioAdapter: RedisIoAdapter | null = null;
  if (settings.redisUrl) {
    ioAdapter = new RedisIoAdapter(app);
    await ioAdapter.connect(settings.redisUrl);
    app.useWebSocketAdapter(ioAdapter);
  }
  // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (none by default).
  app.set('trust proxy', settings.trustProxy.length > 0 ? settings.trustProxy : false);
  const trustProxy = (app.getHttpAdapter().getInstance() as Express).get('trust proxy fn') as TrustProxy;
  app.disable('x-powered-by');
  for (const handler of securityHeaders()) app.use(handler);
  app.use(refuseNulInTarget);
  // Size and nesting are checked on the raw bytes, before JSON.parse and before anything walks the body.
  app.use(json({ limit: '1mb', verify: verifyJsonShape }));
  app.use(urlencoded({ limit: '1mb', extended: true }));
  app.useGlobalFilters(new EnvelopeExceptionFilter());
  app.useGlobalPipes(createValidationPipe());

  // Built at the first request for it, not at every start (it walks every controller: 0.4 s).
  SwaggerModule.setup('api/docs', app, () => openApiDocument(app), { jsonDocumentUrl: 'api/v1/openapi.json' });

  const missingApps = settings.services.includes('gateway')
    ? serveWebApps(app.getHttpAdapter().getInstance() as Express, settings.customerAppDir, settings.backOfficeDir)
    : [];
  await app.init();
  // The order gateway: order entry answered ahead of Express (see libs/http direct-routes.ts).
  if (settings.services.includes('trading')) serveDirectRoutes(app.getHttpServer(), app.get(SpotOrderDesk).directRoutes(), { trustProxy });
  const seededAdmin = settings.services.includes('identity') && (await app.get(StaffMembers).seedAdmin(settings.adminEmail, settings.adminPassword));
  // Before the first request: the paying accounts funded and the house buffer set on a fresh install.
  const opening = await seedOpeningCapital(app, settings);
  await app.listen(settings.port, settings.host);
  const address = app.getHttpServer().address() as { port: number } | null;
  const url = settings.port === 0 && address ? `http://127.0.0.1:${address.port}` : settings.publicUrl;

  let stopped = false;
  return {
    app,
    database,
    url,
    missingApps,
    seededAdmin,
    opening,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await app.close();
      await ioAdapter?.disconnectRedis();
      await redisLimiter?.close();
      await database.close();
    },
  };
}
