// `npm start`: compile the server (fast), build the web apps if they were never built, then run the
// whole platform in this process so Ctrl-C reaches it directly and it can stop its database cleanly.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(args) {
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(join(root, 'scripts/build-server.mjs')).href);
for (const app of ['web-customer', 'web-backoffice']) {
  if (!existsSync(join(root, app, 'dist/index.html'))) {
    console.log(`[start] building ${app} (first start only)`);
    run(['run', 'build', '-w', app]);
  }
}
await import(pathToFileURL(join(root, 'services/platform/dist/main.js')).href);
