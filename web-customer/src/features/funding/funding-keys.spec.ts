// Keys built at run time (`funding.account.${type}`) escape the literal-key check of the locale test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNT_TYPES, RECORD_KINDS } from './funding.types';

const english = JSON.parse(readFileSync(join(__dirname, '../../locales/en/common.json'), 'utf8')) as Record<string, Record<string, unknown>>;
const has = (path: string) => path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english) !== undefined;

describe('keys the funding screens build at run time', () => {
  it.each(ACCOUNT_TYPES)('names account type %s and says what it is for', (type) => {
    expect(has(`funding.account.${type}`)).toBe(true);
    expect(has(`funding.accountHint.${type}`)).toBe(true);
  });

  it.each(RECORD_KINDS)('titles the %s records tab and its empty state', (kind) => {
    expect([`records.tab.${kind}`, `records.empty.${kind}`, `records.emptyHint.${kind}`].filter((key) => !has(key))).toEqual([]);
  });

  it.each(['pending', 'approving', 'completed', 'rejected'])('words the status %s', (status) => {
    expect(has(`records.status.${status}`)).toBe(true);
  });
});
