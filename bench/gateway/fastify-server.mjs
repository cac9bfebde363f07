// The platform's modules served by NestJS on Fastify, for the order-gateway benchmark: the same
// composition root, guards, interceptors, validation pipe and error filter as the real server, on
// @nestjs/platform-fastify instead of Express, and without the direct routes. Order entry goes through
// SpotController. Not a supported way to run the platform: web apps, uploads and the legacy socket
// are left out, as the benchmark needs none of them.
import 'reflect-metadata';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { NestFactory } = require('@nestjs/core');
const { FastifyAdapter } = require('@nestjs/platform-fastify');
const { EnvelopeExceptionFilter, createValidationPipe } = require('../../libs/http/dist/index.js');
const { PlatformModule } = require('../../services/platform/dist/app.module.js');
const { openDatabase, platformMigrations } = require('../../services/platform/dist/database.js');
const { readSettings } = require('../../services/platform/dist/platform-config.js');

const settings = readSettings();
const database = await openDatabase(settings, platformMigrations, () => undefined);
const app = await NestFactory.create(PlatformModule.compose(database.pool, settings), new FastifyAdapter({ bodyLimit: 1024 * 1024, trustProxy: 'loopback' }), {
  logger: ['error', 'warn'],
});
app.useGlobalFilters(new EnvelopeExceptionFilter());
app.useGlobalPipes(createValidationPipe());
await app.listen(settings.port, settings.host);

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
