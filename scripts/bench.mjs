// `npm run bench`: every benchmark in bench/, each printing its figures beside a peer measured in the
// same run. Benchmarks are not tests: nothing here asserts a timing.
import { readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { machine } from '../bench/support.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
await import(pathToFileURL(join(root, 'scripts/build-server.mjs')).href);
console.log(`Machine: ${machine()}`);
const only = process.argv[2];
for (const file of readdirSync(join(root, 'bench')).filter((name) => name.endsWith('.bench.mjs')).sort()) {
  if (only && !file.includes(only)) continue;
  const bench = await import(pathToFileURL(join(root, 'bench', file)).href);
  await bench.run();
}
