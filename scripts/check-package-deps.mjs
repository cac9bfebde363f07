// Each workspace's package.json lists what its code imports: a library or service that uses a package
// only because the root (or a neighbour) installed it breaks the day it is deployed on its own.
// Tests may also use the root's development dependencies (jest, fast-check, the test helpers).
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const rootPackage = readJson(join(root, 'package.json'));
const rootDev = new Set(Object.keys({ ...rootPackage.dependencies, ...rootPackage.devDependencies }));
const builtins = new Set(builtinModules);
const isTest = (file) => /\.(spec|int-spec|e2e-spec)\.tsx?$/.test(file) || /\/(testing|test-support)\//.test(file);

function sources(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || specifier.startsWith('virtual:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtins.has(name) ? null : name;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[^.\w])import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

export function missingDependencies(workspaces = ['libs', 'services'].flatMap((group) => readdirSync(join(root, group)).map((name) => join(group, name))).concat(['web-customer', 'web-backoffice'])) {
  const problems = [];
  for (const workspace of workspaces) {
    const manifest = join(root, workspace, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = readJson(manifest);
    const own = new Set(Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies, ...pkg.devDependencies }));
    for (const file of sources(join(root, workspace, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(IMPORT)) {
        const name = packageOf(match[1] ?? match[2] ?? match[3] ?? match[4]);
        if (!name || name === pkg.name || own.has(name) || (isTest(relative(root, file)) && rootDev.has(name))) continue;
        problems.push(`${relative(root, file)} imports ${name}, which ${workspace}/package.json does not list`);
      }
    }
  }
  return [...new Set(problems)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = missingDependencies();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} import(s) of packages their workspace does not list`);
    process.exit(1);
  }
  console.log('every workspace lists what it imports');
}
