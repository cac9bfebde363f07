import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

/**
 * The layer checks of `npm run lint` catch what they promise: each case plants a violation in
 * temporary files, runs the real check on them, expects it to fail naming the rule, and removes them.
 */
const ROOT = join(__dirname, '../..');
const run = promisify(execFile);

async function check(command: string, args: string[]): Promise<{ failed: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run(command, args, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: '0' } });
    return { failed: false, output: stdout + stderr };
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return { failed: true, output: stdout + stderr };
  }
}

async function withFiles<T>(files: Record<string, string>, work: () => Promise<T>): Promise<T> {
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(ROOT, path)), { recursive: true });
      writeFileSync(join(ROOT, path), text);
    }
    return await work();
  } finally {
    for (const path of Object.keys(files)) rmSync(join(ROOT, path), { force: true });
  }
}

const depcruise = (...files: string[]) => check(join(ROOT, 'node_modules/.bin/depcruise'), [...files, '--config', '.dependency-cruiser.cjs']);
const eslint = (...files: string[]) => check(join(ROOT, 'node_modules/.bin/eslint'), files);

describe('the layer rules', () => {
  it('refuse a decider that reaches a database driver through a helper', () =>
    withFiles(
      {
        'services/accounts/src/zz-planted/db-helper.ts': "import { Pool } from 'pg';\nexport const pool = Pool;\n",
        'services/accounts/src/zz-planted/planted.decider.ts': "import { pool } from './db-helper';\nexport const decide = () => pool;\n",
      },
      async () => {
        const result = await depcruise('services/accounts/src/zz-planted/planted.decider.ts');
        expect(result.failed).toBe(true);
        expect(result.output).toContain('pure-code-reaches-no-framework');
      },
    ));

  it('refuse a service importing another service', () =>
    withFiles({ 'services/accounts/src/zz-planted-import.ts': "import { SpotCoreService } from '@meridian/trading';\nexport const core = SpotCoreService;\n" }, async () => {
      const result = await depcruise('services/accounts/src/zz-planted-import.ts');
      expect(result.failed).toBe(true);
      expect(result.output).toContain('no-service-imports-another');
    }));

  it('refuse a web feature importing another feature, and shared code importing a feature', () =>
    withFiles(
      {
        'web-customer/src/features/spot/zz-planted.ts': "import { x } from '../funding/zz-missing';\nexport const y = x;\n",
        'web-customer/src/shared/zz-planted.ts': "import { x } from '../features/spot/zz-missing';\nexport const y = x;\n",
      },
      async () => {
        const result = await eslint('web-customer/src/features/spot/zz-planted.ts', 'web-customer/src/shared/zz-planted.ts');
        expect(result.failed).toBe(true);
        expect(result.output).toContain('features/spot may not import features/funding');
        expect(result.output).toContain('shared/shared may not import features/spot');
      },
    ));

  it('refuse a workspace importing a package its package.json does not list', () =>
    withFiles({ 'libs/money/src/zz-planted.ts': "import { Pool } from 'pg';\nexport const p = Pool;\n" }, async () => {
      const result = await check(process.execPath, ['scripts/check-package-deps.mjs']);
      expect(result.failed).toBe(true);
      expect(result.output).toContain('libs/money/src/zz-planted.ts imports pg, which libs/money/package.json does not list');
    }));

  it('pass on the code as it is', async () => {
    expect(await depcruise('libs', 'services')).toMatchObject({ failed: false });
    expect(await check(process.execPath, ['scripts/check-package-deps.mjs'])).toMatchObject({ failed: false });
  });
});
