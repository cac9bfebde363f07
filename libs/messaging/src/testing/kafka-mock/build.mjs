// Builds kafka-mock.c (librdkafka's mock Kafka cluster) for the test run: `cc ... -lrdkafka` into the
// repository's ignored tmp/ folder, once per source version. Debian's librdkafka-dev (and a C compiler)
// is installed here when it is missing and we are root, the way the browser tests install chromium.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HEADER = '/usr/include/librdkafka/rdkafka_mock.h';
const SOURCE = join(dirname(fileURLToPath(import.meta.url)), 'kafka-mock.c');

/** Returns `{ binary }`, or `{ missing }` saying why there is none. */
export function buildKafkaMock(outDir) {
  const compiler = process.env.CC ?? 'cc';
  const packages = [...(existsSync(HEADER) ? [] : ['librdkafka-dev']), ...(onPath(compiler) ? [] : ['gcc', 'libc6-dev'])];
  if (packages.length > 0) {
    const stillMissing = install(packages);
    if (stillMissing) return { missing: stillMissing };
  }
  const source = readFileSync(SOURCE);
  const version = createHash('sha256').update(source).update(readFileSync(HEADER)).digest('hex').slice(0, 12);
  const binary = join(outDir, `kafka-mock-${version}`);
  if (existsSync(binary)) return { binary };
  mkdirSync(outDir, { recursive: true });
  // Built under a private name and renamed, so runs that build at the same time never see half a file.
  const partial = `${binary}.${process.pid}`;
  try {
    const flags = ['-std=c11', '-D_POSIX_C_SOURCE=200809L', '-Wall', '-Wextra', '-Werror', '-O2'];
    execFileSync(compiler, [...flags, SOURCE, '-o', partial, '-lrdkafka'], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    const output = error.stderr?.toString().trim();
    return { missing: `could not build ${SOURCE} with cc -lrdkafka: ${output || error.message}` };
  }
  renameSync(partial, binary);
  return { binary };
}

/** Installs Debian packages as root; returns why the build still cannot run, or '' once installed. */
function install(packages) {
  const names = packages.join(' ');
  if (process.getuid?.() !== 0) return `${names} missing: install Debian's ${names} (apt-get install ${names})`;
  console.log(`\n[test] installing Debian ${names} for the Kafka mock cluster (first run on this machine)`);
  const aptInstall = () =>
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    try {
      aptInstall();
    } catch {
      execFileSync('apt-get', ['update'], { stdio: ['ignore', 'ignore', 'inherit'] });
      aptInstall();
    }
  } catch (error) {
    return `apt-get install ${names} failed: ${error.message}`;
  }
  return existsSync(HEADER) ? '' : `apt-get installed ${names} but ${HEADER} is still missing`;
}

function onPath(command) {
  if (command.includes('/')) return existsSync(command);
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, command)));
}
