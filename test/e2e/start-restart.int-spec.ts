import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, Client } from '../support/platform-harness';
import { killAll, startPlatformProcess, stopProcess } from '../support/processes';

/**
 * `npm start`'s process on its embedded defaults: an embedded PostgreSQL under DATA_DIR, a clean stop
 * on SIGINT (database stopped, no orphan), and everything still there after a restart.
 */
const postgresProcessesFor = (dataDir: string) => {
  try {
    return execFileSync('pgrep', ['-f', dataDir], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

describe('npm start on embedded defaults', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'meridian-start-'));
  chmodSync(dataDir, 0o777);
  afterAll(async () => {
    await killAll();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves, stops cleanly on Ctrl-C, and keeps every account and event across a restart', async () => {
    const first = await startPlatformProcess(({ pgPort }) => ({
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      RATE_LIMIT_PER_IP: '1000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }));
    let api = new Client(first.base);
    expect(first.output()).toContain(`staff login    ${ADMIN.email} / (ADMIN_PASSWORD)  (seeded now)`);
    const { user } = await api.register('restart@example.com', 'restart-pass');
    // Other contexts add to the customer's history on their own time (the inbox, referral), so the test
    // checks that nothing recorded before the stop is missing after it, and that the login was added.
    const history = async (client: Client) =>
      (await client.admin<{ data: { id: string; type: string }[] }>('GET', `/customers/${user.id}/events`, await client.staffToken())).body.data;
    const before = await history(api);
    expect(await stopProcess(first)).toBe(0);
    expect(first.output()).toContain('stopped cleanly');
    expect(postgresProcessesFor(dataDir)).toBe('');

    // The same data directory; new ports in case another test took the old ones meanwhile.
    const second = await startPlatformProcess(({ pgPort }) => ({ ...first.env, EMBEDDED_PG_PORT: String(pgPort) }));
    api = new Client(second.base);
    expect(second.output()).not.toContain('seeded now');
    const login = await api.post('/web/userLogin', { account: 'restart@example.com', password: 'restart-pass' });
    expect(login.body.data.user.id).toBe(user.id);
    const after = await history(api);
    const afterIds = new Set(after.map((event) => event.id));
    expect(before.filter((event) => !afterIds.has(event.id))).toEqual([]);
    expect(after.filter((event) => event.type === 'SessionOpened')).toHaveLength(before.filter((event) => event.type === 'SessionOpened').length + 1);
    expect(await stopProcess(second)).toBe(0);
    expect(postgresProcessesFor(dataDir)).toBe('');
  }, 240_000);
});
