import type { ChainInfo } from './funding.types';

// The catalogue's pattern for the chain, matched against the whole address. A pattern this browser
// cannot compile is left to the server.
export const addressPattern = (source: string | null | undefined): RegExp | null => {
  if (!source) return null;
  try {
    return new RegExp(`^(?:${source})$`);
  } catch {
    return null;
  }
};

export const checkAddress = (value: string, chain: Pick<ChainInfo, 'address_pattern'> | undefined): string | null => {
  const address = value.trim();
  if (!address) return 'validation.addressEmpty';
  if (/\s/.test(address)) return 'validation.addressFormat';
  const pattern = addressPattern(chain?.address_pattern);
  return pattern && !pattern.test(address) ? 'validation.addressFormat' : null;
};

export const checkMemo = (value: string, chain: Pick<ChainInfo, 'memo_required'> | undefined): string | null =>
  chain?.memo_required && !value.trim() ? 'validation.memoEmpty' : null;
