import { ASSETS, Decimal, defineAsset, Money, type Asset } from '@meridian/money';

export interface ChainSettings {
  chain: string;
  /** Below it a deposit may not be credited (the screen says so). */
  minDeposit: string;
  memoRequired: boolean;
  /** What a withdrawal address on this chain looks like. */
  addressPattern: string;
  /** A fixed network fee on top of the rules' fee rate, in the coin. */
  withdrawFee: string;
  withdrawEnabled: boolean;
}

export interface CoinSettings {
  asset: Asset;
  name: string;
  /** Reference price in USDT until the market feed supplies one; used for values and USDT limits. */
  usdtPrice: string;
  chains: ChainSettings[];
}

const ERC20 = '^0x[0-9a-fA-F]{40}$';
const TRC20 = '^T[1-9A-HJ-NP-Za-km-z]{33}$';

/**
 * Every coin of the platform (the catalogue is shared so a transfer means the same amount on both
 * sides), and the coins issued by subscription, added when they are issued (registerIssuedCoin).
 */
export const FUNDING_ASSETS: Record<string, Asset> = { ...ASSETS };

/**
 * The coins customers can deposit and withdraw, with their chains. Minimum deposits are the
 * specification's (1 USDT, 0.001 BTC, 0.1 ETH, 10 TRX). Whether a channel is open for deposits, and
 * its address, is finance staff's setting (deposit-addresses), not code.
 */
export const COINS: readonly CoinSettings[] = [
  {
    asset: ASSETS.USDT,
    name: 'Tether USD',
    usdtPrice: '1',
    chains: [
      { chain: 'ERC20', minDeposit: '1', memoRequired: false, addressPattern: ERC20, withdrawFee: '0', withdrawEnabled: true },
      { chain: 'TRC20', minDeposit: '1', memoRequired: false, addressPattern: TRC20, withdrawFee: '0', withdrawEnabled: true },
    ],
  },
  {
    asset: ASSETS.BTC,
    name: 'Bitcoin',
    usdtPrice: '65000',
    chains: [{ chain: 'BTC', minDeposit: '0.001', memoRequired: false, addressPattern: '^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$', withdrawFee: '0.0002', withdrawEnabled: true }],
  },
  {
    asset: ASSETS.ETH,
    name: 'Ethereum',
    usdtPrice: '3200',
    chains: [{ chain: 'ERC20', minDeposit: '0.1', memoRequired: false, addressPattern: ERC20, withdrawFee: '0.002', withdrawEnabled: true }],
  },
  {
    asset: ASSETS.TRX,
    name: 'TRON',
    usdtPrice: '0.12',
    chains: [{ chain: 'TRC20', minDeposit: '10', memoRequired: false, addressPattern: TRC20, withdrawFee: '1', withdrawEnabled: true }],
  },
  {
    asset: FUNDING_ASSETS.XRP!,
    name: 'XRP',
    usdtPrice: '0.55',
    chains: [{ chain: 'XRP', minDeposit: '20', memoRequired: true, addressPattern: '^r[1-9A-HJ-NP-Za-km-z]{24,34}$', withdrawFee: '0.25', withdrawEnabled: true }],
  },
  {
    asset: FUNDING_ASSETS.LTC!,
    name: 'Litecoin',
    usdtPrice: '80',
    chains: [{ chain: 'LTC', minDeposit: '0.01', memoRequired: false, addressPattern: '^(ltc1[02-9ac-hj-np-z]{11,71}|[LM3][1-9A-HJ-NP-Za-km-z]{26,33})$', withdrawFee: '0.001', withdrawEnabled: true }],
  },
  {
    asset: FUNDING_ASSETS.DOGE!,
    name: 'Dogecoin',
    usdtPrice: '0.15',
    chains: [{ chain: 'DOGE', minDeposit: '50', memoRequired: false, addressPattern: '^D[5-9A-HJ-NP-U][1-9A-HJ-NP-Za-km-z]{32}$', withdrawFee: '2', withdrawEnabled: true }],
  },
];

/** Coins issued by subscription: held in funding wallets, valued at the issue price, no deposit or withdrawal chain. */
const ISSUED_COINS: CoinSettings[] = [];

export function registerIssuedCoin(coin: { symbol: string; name: string; scale: number; issuePrice: string }): void {
  if (Object.hasOwn(FUNDING_ASSETS, coin.symbol)) return;
  const asset = defineAsset(coin.symbol, coin.scale);
  FUNDING_ASSETS[coin.symbol] = asset;
  ISSUED_COINS.push({ asset, name: coin.name, usdtPrice: coin.issuePrice, chains: [] });
}

/** Issued coins staff listed as spot markets: these may move to the spot account. */
const LISTED_COINS = new Set<string>();

export function markCoinListed(code: string): void {
  LISTED_COINS.add(code);
}

/** A coin issued by subscription and not listed yet: it stays in the funding wallet. */
export const staysInFunding = (code: string): boolean => ISSUED_COINS.some((coin) => coin.asset.code === code) && !LISTED_COINS.has(code);

/** The catalogue's coins, then the issued ones. */
export const allCoins = (): readonly CoinSettings[] => [...COINS, ...ISSUED_COINS];

export function coinOf(code: string): CoinSettings | undefined {
  return allCoins().find((coin) => coin.asset.code === code);
}

export function chainOf(code: string, chain: string): { coin: CoinSettings; chain: ChainSettings } | undefined {
  const coin = coinOf(code);
  const settings = coin?.chains.find((c) => c.chain === chain);
  return coin && settings ? { coin, chain: settings } : undefined;
}

/** The USDT value of an amount at the coin's reference price, rounded down to USDT's scale. */
export function usdtValue(amount: Money): Money {
  const coin = coinOf(amount.asset.code);
  if (!coin) throw new Error(`no reference price for ${amount.asset.code}`);
  return amount.convert(ASSETS.USDT, Decimal.parse(coin.usdtPrice), 'down');
}
