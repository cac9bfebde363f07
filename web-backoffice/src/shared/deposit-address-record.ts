import type { RaRecord } from 'react-admin';

// docs/api.md: `id` is `<COIN>-<CHAIN>`, e.g. `USDT-TRC20`.
export type DepositAddress = RaRecord & {
  id: string;
  coin?: string;
  chain?: string;
  address?: string | null;
  memo?: string | null;
  enabled?: boolean;
};

export const coinOf = (channel: DepositAddress): string => channel.coin ?? String(channel.id).split('-')[0] ?? '';

export const chainOf = (channel: DepositAddress): string => {
  if (channel.chain) return channel.chain;
  const id = String(channel.id);
  const dash = id.indexOf('-');
  return dash < 0 ? '' : id.slice(dash + 1);
};
