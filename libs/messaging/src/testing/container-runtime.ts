import { execFileSync } from 'node:child_process';

export type ContainerRuntime = { available: true } | { available: false; reason: string };

/**
 * Asks testcontainers, in a child process with a hard time limit, whether it can reach a container
 * runtime. It runs synchronously because jest decides between `it` and `it.skip` while it loads the file.
 */
export function detectContainerRuntime(timeoutMs = 5000): ContainerRuntime {
  const probe = `require(${JSON.stringify(require.resolve('testcontainers'))}).getContainerRuntimeClient().then(
    () => process.exit(0),
    (error) => { process.stderr.write(String(error && error.message)); process.exit(1); })`;
  try {
    execFileSync(process.execPath, ['-e', probe], { timeout: timeoutMs, stdio: ['ignore', 'ignore', 'pipe'] });
    return { available: true };
  } catch (error) {
    const failed = error as { signal?: string; stderr?: Buffer };
    if (failed.signal) return { available: false, reason: `no answer within ${timeoutMs} ms` };
    return { available: false, reason: failed.stderr?.toString().trim() || 'testcontainers found none' };
  }
}
