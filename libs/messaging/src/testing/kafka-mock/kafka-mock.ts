import { spawn } from 'node:child_process';

export interface KafkaMockCluster {
  brokers: string[];
  /**
   * Disconnects a broker (1..N; -1, every broker) and refuses new connections, keeping its
   * partitions and their messages: a broker that crashed, before it comes back from its disk.
   */
  setDown(brokerId: number): Promise<void>;
  /** Lets a broker taken down serve again. */
  setUp(brokerId: number): Promise<void>;
  stop(): Promise<void>;
}

/** The mock cluster binary the test setup built, or why there is none. */
export function kafkaMockBinary(): { binary: string } | { missing: string } {
  const binary = process.env.MERIDIAN_KAFKA_MOCK;
  if (binary) return { binary };
  return { missing: process.env.MERIDIAN_KAFKA_MOCK_MISSING ?? 'the test setup (test/setup/global-setup.mjs) did not build it' };
}

/**
 * Starts kafka-mock.c (librdkafka's mock cluster, the Kafka wire protocol on local ports) as a child
 * process and reads the bootstrap servers it prints. It exits when its stdin closes, so it dies
 * with the test process even when `stop` is never called.
 */
export function startKafkaMock(binary: string, brokerCount = 3, startupMs = 10_000): Promise<KafkaMockCluster> {
  const child = spawn(binary, ['--brokers', String(brokerCount)], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.stdin.end();
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killer);
  };
  return new Promise<KafkaMockCluster>((resolve, reject) => {
    let stdout = '';
    const fail = (why: string) => {
      clearTimeout(timer);
      void stop();
      reject(new Error(`kafka-mock ${why}${stderr ? `: ${stderr.trim()}` : ''}`));
    };
    const timer = setTimeout(() => fail(`printed no bootstrap servers within ${startupMs} ms`), startupMs);
    const exitedEarly = (code: number | null, signal: NodeJS.Signals | null) => fail(`exited before it served (${signal ?? `code ${code}`})`);
    child.on('error', (error) => fail(`could not start (${error.message})`));
    child.once('exit', exitedEarly);
    const answers: ((line: string) => void)[] = [];
    // A command still waiting when the mock exits is answered by its exit, not left waiting for ever.
    child.once('exit', () => answers.splice(0).forEach((answer) => answer('exited')));
    let served = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!served) {
        const line = /^bootstrap (\S+)\n/m.exec(stdout);
        if (!line) return;
        served = true;
        stdout = stdout.slice(line.index + line[0].length);
        clearTimeout(timer);
        child.off('exit', exitedEarly);
        resolve({ brokers: line[1]!.split(','), setDown: (id) => command(`down ${id}`), setUp: (id) => command(`up ${id}`), stop });
      }
      for (let end = stdout.indexOf('\n'); end >= 0; end = stdout.indexOf('\n')) {
        const line = stdout.slice(0, end);
        stdout = stdout.slice(end + 1);
        answers.shift()?.(line);
      }
    });
    /** One command on the mock's stdin; its answers come back in order, one line each. */
    const command = (line: string) =>
      new Promise<void>((done, refuse) => {
        if (child.exitCode !== null || child.signalCode !== null) return refuse(new Error(`kafka-mock has exited; cannot ${line}`));
        answers.push((answer) => (answer === `ok ${line}` ? done() : refuse(new Error(`kafka-mock: ${answer}`))));
        child.stdin.write(`${line}\n`);
      });
  });
}
