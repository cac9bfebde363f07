// Compiles every library and service from src/ to dist/ with swc (decorator metadata on, as Nest
// needs). Type checking is a separate step (`npm run typecheck`) so a start is never held up by it.
import { readdirSync, statSync, mkdirSync, writeFileSync, rmSync, existsSync, readFileSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformFile } from '@swc/core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const swcrc = JSON.parse(readFileSync(join(root, '.swcrc'), 'utf8'));
delete swcrc.$schema;

const isTest = (file) => /\.(spec|int-spec|e2e-spec)\.ts$/.test(file);

function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') && !isTest(name) ? [path] : [];
  });
}

const started = Date.now();
let count = 0;
for (const group of ['libs', 'services']) {
  for (const name of readdirSync(join(root, group))) {
    const pkg = join(root, group, name);
    const src = join(pkg, 'src');
    if (!existsSync(src)) continue;
    const dist = join(pkg, 'dist');
    rmSync(dist, { recursive: true, force: true });
    await Promise.all(
      sources(src).map(async (file) => {
        const out = join(dist, relative(src, file)).replace(/\.ts$/, '.js');
        const { code, map } = await transformFile(file, { ...swcrc, filename: file, sourceFileName: relative(dirname(out), file) });
        mkdirSync(dirname(out), { recursive: true });
        writeFileSync(out, `${code}\n//# sourceMappingURL=${out.split('/').pop()}.map\n`);
        if (map) writeFileSync(`${out}.map`, map);
        count++;
      }),
    );
  }
}
console.log(`[build] compiled ${count} server files in ${Date.now() - started} ms`);
