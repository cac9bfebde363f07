// Runs npm scripts side by side (the type check and the lint are each single-threaded: on two cores
// they finish in the time of the longer one) and fails when any of them fails, after all have ended.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
        child.on('exit', (code, signal) => resolve({ script, code: code ?? (signal ? 1 : 0) }));
        child.on('error', () => resolve({ script, code: 1 }));
      }),
  ),
);
const failed = results.filter((result) => result.code !== 0);
for (const { script, code } of failed) console.error(`[checks] npm run ${script} failed (exit ${code})`);
process.exit(failed.length > 0 ? 1 : 0);
