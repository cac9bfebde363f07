import { useState } from 'react';
import type { Catalogue, ChainInfo, CoinInfo } from './funding.types';

export type ChainUse = 'deposit' | 'withdraw' | 'any';

export const isChainOpen = (chain: ChainInfo, use: ChainUse): boolean =>
  use === 'any' || (use === 'deposit' ? !!chain.deposit_enabled : !!chain.withdraw_enabled);

export const findCoin = (catalogue: Catalogue | undefined, coin: string | null | undefined): CoinInfo | undefined =>
  catalogue?.coins.find((info) => info.coin === coin);

// USDT first when nothing is asked for: most deposits and withdrawals are in USDT.
const pickCoin = (coins: readonly CoinInfo[], wanted: string) =>
  coins.find((info) => info.coin === wanted) ?? coins.find((info) => info.coin === 'USDT') ?? coins[0];

// The first open chain unless another is asked for, so a closed network is never the default.
const pickChain = (coin: CoinInfo | undefined, wanted: string, use: ChainUse) =>
  coin?.chains.find((info) => info.chain === wanted) ?? coin?.chains.find((info) => isChainOpen(info, use)) ?? coin?.chains[0];

export interface CoinChain {
  coin: CoinInfo | undefined;
  chain: ChainInfo | undefined;
  setCoin: (coin: string) => void;
  setChain: (chain: string) => void;
}

// The chosen coin and network, derived from the catalogue on every render (nothing to synchronise).
export const useCoinChain = (catalogue: Catalogue | undefined, use: ChainUse, initial: { coin?: string | null; chain?: string | null } = {}): CoinChain => {
  const [wanted, setWanted] = useState({ coin: initial.coin ?? '', chain: initial.chain ?? '' });
  const coin = pickCoin(catalogue?.coins ?? [], wanted.coin);
  const chain = pickChain(coin, wanted.chain, use);
  return {
    coin,
    chain,
    setCoin: (next) => setWanted({ coin: next, chain: '' }),
    setChain: (next) => setWanted((current) => ({ coin: coin?.coin ?? current.coin, chain: next })),
  };
};
