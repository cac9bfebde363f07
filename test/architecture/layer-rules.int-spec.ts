import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
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
  const made: string[] = [];
  try {
    for (const [path, text] of Object.entries(files)) {
      // The folders this creates, deepest first, to take away again once they are empty.
      for (let dir = dirname(join(ROOT, path)); !existsSync(dir); dir = dirname(dir)) made.push(dir);
      mkdirSync(dirname(join(ROOT, path)), { recursive: true });
      writeFileSync(join(ROOT, path), text);
    }
    return await work();
  } finally {
    for (const path of Object.keys(files)) rmSync(join(ROOT, path), { force: true });
    for (const dir of made.sort((a, b) => b.length - a.length)) {
      if (existsSync(dir) && readdirSync(dir).length === 0) rmdirSync(dir);
    }
  }
}

const depcruise = (...files: string[]) => check(join(ROOT, 'node_modules/.bin/depcruise'), [...files, '--config', '.dependency-cruiser.cjs']);
const eslint = (...files: string[]) => check(join(ROOT, 'node_modules/.bin/eslint'), files);

/** ESLint's findings as `<file>:<line> <rule>`, one per problem, to say exactly which lines a rule refused. */
async function eslintFindings(...files: string[]): Promise<string[]> {
  const { output } = await check(join(ROOT, 'node_modules/.bin/eslint'), ['--format', 'json', ...files]);
  const results = JSON.parse(output) as { filePath: string; messages: { line: number; ruleId: string | null; message: string }[] }[];
  return results.flatMap((result) => result.messages.map((m) => `${result.filePath.slice(ROOT.length + 1)}:${m.line} ${m.ruleId ?? m.message}`));
}

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

  it('refuse a back-office resource importing another resource or the app, and shared code importing a resource', () =>
    withFiles(
      {
        'web-backoffice/src/resources/loans/zz-planted.ts': "import { x } from '../customers/zz-missing';\nexport const y = x;\n",
        'web-backoffice/src/resources/kyc/zz-planted.ts': "import { x } from '../../layout/zz-missing';\nexport const y = x;\n",
        'web-backoffice/src/shared/zz-planted.ts': "import { x } from '../resources/loans/zz-missing';\nexport const y = x;\n",
      },
      async () => {
        const result = await eslint('web-backoffice/src/resources/loans/zz-planted.ts', 'web-backoffice/src/resources/kyc/zz-planted.ts', 'web-backoffice/src/shared/zz-planted.ts');
        expect(result.failed).toBe(true);
        expect(result.output).toContain('resources/loans may not import resources/customers');
        expect(result.output).toContain('resources/kyc may not import app/layout (a resource does not reach back into the app)');
        expect(result.output).toContain('shared/shared may not import resources/loans');
      },
    ));

  it('refuse a library importing a service, by path or by package', () =>
    withFiles(
      {
        'services/accounts/src/zz-planted-target.ts': 'export const target = 1;\n',
        'libs/runtime/src/zz-planted-service.ts': [
          "import { target } from '../../../services/accounts/src/zz-planted-target';",
          "import { AccountsModule } from '@meridian/accounts';",
          'export const t = [target, AccountsModule];',
          '',
        ].join('\n'),
      },
      async () => {
        const result = await depcruise('libs/runtime/src/zz-planted-service.ts');
        expect(result.failed).toBe(true);
        expect(result.output).toContain('libs-never-import-services: libs/runtime/src/zz-planted-service.ts → services/accounts/src/zz-planted-target.ts');
        expect(result.output).toContain('libs-never-import-services: libs/runtime/src/zz-planted-service.ts → services/accounts/src/index.ts');
      },
    ));

  it('refuse an import cycle', () =>
    withFiles(
      {
        'services/accounts/src/zz-planted-cycle/first.ts': "import { second } from './second';\nexport const first = () => second;\n",
        'services/accounts/src/zz-planted-cycle/second.ts': "import { first } from './first';\nexport const second = () => first;\n",
      },
      async () => {
        const result = await depcruise('services/accounts/src/zz-planted-cycle');
        expect(result.failed).toBe(true);
        expect(result.output).toContain('no-circular: services/accounts/src/zz-planted-cycle/first.ts');
      },
    ));

  it('refuse pure code importing Node I/O, by either name', () =>
    withFiles(
      {
        'services/accounts/src/zz-planted/io.decider.ts':
          "import { readFileSync } from 'node:fs';\nimport { hostname } from 'os';\nexport const decide = () => [readFileSync, hostname];\n",
      },
      async () => {
        const result = await depcruise('services/accounts/src/zz-planted/io.decider.ts');
        expect(result.failed).toBe(true);
        expect(result.output).toContain('pure-code-imports-no-io: services/accounts/src/zz-planted/io.decider.ts → fs');
        expect(result.output).toContain('pure-code-imports-no-io: services/accounts/src/zz-planted/io.decider.ts → os');
      },
    ));

  it('refuse the clock and randomness in pure code, and only there', () =>
    withFiles(
      {
        'services/accounts/src/zz-planted/clock.decider.ts': [
          "import { randomUUID } from 'node:crypto';",
          'export const at = (iso: string) => new Date(iso);',
          'export const now = () => Date.now();',
          'export const today = () => new Date();',
          'export const draw = () => Math.random();',
          'export const id = () => randomUUID();',
          '',
        ].join('\n'),
        'services/accounts/src/zz-planted/clock.handler.ts': 'export const now = () => Date.now();\n',
      },
      async () => {
        const findings = await eslintFindings('services/accounts/src/zz-planted/clock.decider.ts', 'services/accounts/src/zz-planted/clock.handler.ts');
        const rule = 'purity/no-clock-or-random';
        expect(findings).toEqual([3, 4, 5, 6].map((line) => `services/accounts/src/zz-planted/clock.decider.ts:${line} ${rule}`));
      },
    ));

  it.each(['web-customer/src/features/zz-planted/money.ts', 'web-backoffice/src/resources/zz-planted/money.ts'])(
    'refuse turning a decimal into a float in %s, unless the line says why it is not money',
    (file) =>
      withFiles(
        {
          [file]: [
            'export const percent = (rate: string) => Number(rate) * 100;',
            'export const parsed = (rate: string) => parseFloat(rate) + Number.parseFloat(rate);',
            'export const plus = (rate: string) => +rate;',
            '// eslint-disable-next-line money/no-float-conversion',
            'export const days = (text: string) => Number(text);',
            '// eslint-disable-next-line money/no-float-conversion -- a count of days',
            'export const counted = (text: string) => Number(text);',
            '',
          ].join('\n'),
        },
        async () => {
          const findings = (await eslintFindings(file)).filter((finding) => !finding.endsWith('no-restricted-syntax'));
          expect(findings).toEqual([
            `${file}:1 money/no-float-conversion`,
            `${file}:2 money/no-float-conversion`,
            `${file}:2 money/no-float-conversion`,
            `${file}:3 money/no-float-conversion`,
            `${file}:4 money/disable-needs-reason`,
          ]);
        },
      ),
  );

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
