// Compiles every library and service from src/ to dist/ with swc (decorator metadata on, as Nest
// needs). Type checking is a separate step (`npm run typecheck`) so a start is never held up by it.
import { readdirSync, statSync, mkdirSync, writeFileSync, rmSync, existsSync, readFileSync, renameSync } from 'node:fs';
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

/** The newest modification time of the sources and of the compiler's own settings. */
const newestSource = (files) => Math.max(statSync(join(root, '.swcrc')).mtimeMs, ...files.map((file) => statSync(file).mtimeMs));

const started = Date.now();
let count = 0;
let fresh = 0;
for (const group of ['libs', 'services']) {
  for (const name of readdirSync(join(root, group))) {
    const pkg = join(root, group, name);
    const src = join(pkg, 'src');
    if (!existsSync(src)) continue;
    const dist = join(pkg, 'dist');
    const files = sources(src);
    // Up to date (built after every source changed, from the same list of files): kept as it is, so a
    // process already running from it, or starting now, never sees it half written.
    const stamp = join(dist, '.built');
    const list = files.map((file) => relative(src, file)).sort().join('\n');
    if (existsSync(stamp) && readFileSync(stamp, 'utf8') === list && statSync(stamp).mtimeMs > newestSource(files)) {
      fresh++;
      continue;
    }
    // Compiled beside it, then swapped in: the old tree is replaced in two renames, not emptied first.
    const next = `${dist}.next-${process.pid}`;
    rmSync(next, { recursive: true, force: true });
    await Promise.all(
      files.map(async (file) => {
        const out = join(dist, relative(src, file)).replace(/\.ts$/, '.js');
        const { code, map } = await transformFile(file, { ...swcrc, filename: file, sourceFileName: relative(dirname(out), file) });
        const target = join(next, relative(dist, out));
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, `${code}\n//# sourceMappingURL=${out.split('/').pop()}.map\n`);
        if (map) writeFileSync(`${target}.map`, map);
        count++;
      }),
    );
    writeFileSync(join(next, '.built'), list);
    const old = `${dist}.old-${process.pid}`;
    if (existsSync(dist)) renameSync(dist, old);
    renameSync(next, dist);
    rmSync(old, { recursive: true, force: true });
  }
}
console.log(`[build] compiled ${count} server files in ${Date.now() - started} ms${fresh ? ` (${fresh} packages up to date)` : ''}`);
