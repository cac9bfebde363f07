import { checkAddress, checkMemo } from './address-rules';

const erc20 = { address_pattern: '^0x[0-9a-fA-F]{40}$' };
const trc20 = { address_pattern: 'T[1-9A-HJ-NP-Za-km-z]{33}' };

describe('address rules', () => {
  it('checks an address against the chain pattern from the catalogue', () => {
    expect(checkAddress('0x52908400098527886E0F7030069857D2E4169EE7', erc20)).toBeNull();
    expect(checkAddress('0x5290840009852788', erc20)).toBe('validation.addressFormat');
    expect(checkAddress('', erc20)).toBe('validation.addressEmpty');
  });

  it('matches the whole address even when the pattern has no anchors', () => {
    expect(checkAddress('TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC', trc20)).toBeNull();
    expect(checkAddress('xxTJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC', trc20)).toBe('validation.addressFormat');
  });

  it('leaves an uncompilable pattern to the server but still refuses spaces', () => {
    expect(checkAddress('anything', { address_pattern: '(?<' })).toBeNull();
    expect(checkAddress('two words', { address_pattern: '' })).toBe('validation.addressFormat');
  });

  it('asks for a memo only where the chain needs one', () => {
    expect(checkMemo('', { memo_required: true })).toBe('validation.memoEmpty');
    expect(checkMemo('', { memo_required: false })).toBeNull();
  });
});
