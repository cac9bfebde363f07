import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  const embedded = globalThis.__MERIDIAN_EMBEDDED_PG__;
  if (!embedded) return;
  await embedded.server.stop();
  rmSync(embedded.dir, { recursive: true, force: true });
}
