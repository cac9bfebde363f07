import type { Decider, LooseningRules } from '@meridian/decider';
import { Decimal } from '@meridian/money';
import { SPOT_MARKETS, toSteps, type SpotMarket } from '../domain/spot-markets';
import { CATALOGUE_INSTRUMENTS, INSTRUMENTS } from '../../market/instruments';

/** How the house quotes one book: `levels` orders a side, the first `spreadBp / 2` from the reference price. */
export interface MarketMakerSettings {
  enabled: boolean;
  spreadBp: number;
  levels: number;
  levelStepBp: number;
  /** The first level's size, in the base coin. */
  quantity: string;
  /** Each level further from the mid adds this percentage of the first level's size. */
  sizeGrowthPct: number;
  /** Each level's size varies by up to plus or minus this percentage, drawn from the price it quotes around. */
  variationPct: number;
}

/** Settings recorded before sizes could grow or vary quote flat levels, as they did then. */
const FLAT = { sizeGrowthPct: 0, variationPct: 0 };

/** Events recorded before sizes could grow or vary have neither field. */
type RecordedSettings = Omit<MarketMakerSettings, 'sizeGrowthPct' | 'variationPct'> & Partial<Pick<MarketMakerSettings, 'sizeGrowthPct' | 'variationPct'>>;

/** `proposalId` and `proposerId`: a loosening proposed by one admin and confirmed by `staffId`. */
type ChangeAuthor = { symbol: string; staffId: string; reason: string; proposalId?: string; proposerId?: string };
export type MarketMakerSettingsEvent = {
  type: 'MarketMakerConfigured';
  data: RecordedSettings & ChangeAuthor & { at: string };
};
export type MarketMakerSettingsCommand = {
  type: 'ConfigureMarketMaker';
  data: MarketMakerSettings & ChangeAuthor;
  metadata: { now: string };
};

export class MarketMakerSettingsError extends Error {
  readonly code: string;
  constructor(readonly field: string) {
    super(`marketMaker.invalid:${field}`);
    this.code = this.message;
  }
}

export const marketMakerStream = (symbol: string) => `settings-market-maker-${symbol}`;

/** The market maker's settings of one book, as trading's control proposals name them (the id is the symbol). */
export const MARKET_MAKER_SETTING = 'market-maker';

/**
 * Which way the house's quoting loosens a control: anything that lets the house take on more of the
 * customers' flow from its own inventory (`platform:market-maker`) at a thinner margin. Quoting where
 * it did not, a narrower spread, levels packed closer to the mid, more levels, larger sizes, faster
 * growth or wider variation (a larger largest level) wait for a second admin; the opposite applies at
 * once. Tests: market-maker-settings.spec.ts.
 */
export const MARKET_MAKER_LOOSER: LooseningRules<MarketMakerSettings> = {
  enabled: 'true',
  spreadBp: 'lower',
  levels: 'higher',
  levelStepBp: 'lower',
  quantity: 'higher',
  sizeGrowthPct: 'higher',
  variationPct: 'higher',
};

/**
 * About 2,000 USDT a level at the feed's start price, in whole lots. A coin listed after its
 * subscription starts unquoted: the house holds none of it, and an admin decides whether it should.
 */
export function defaultMarketMakerSettings(market: SpotMarket): MarketMakerSettings {
  const instrument = INSTRUMENTS.find((i) => i.symbol === market.symbol)!;
  const listedAfterSubscription = !CATALOGUE_INSTRUMENTS.includes(instrument);
  const lots = Decimal.parse('2000').divide(Decimal.parse(instrument.startPrice).multiply(market.lotStep), 0, 'down').units;
  return {
    enabled: !listedAfterSubscription,
    spreadBp: 10,
    levels: 20,
    levelStepBp: 3,
    quantity: Decimal.of((lots > 0n ? lots : 1n) * market.lotStep.units, market.lotStep.scale).toString(),
    sizeGrowthPct: 15,
    variationPct: 20,
  };
}

const isWhole = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

export const marketMakerSettingsDecider: Decider<MarketMakerSettingsCommand, MarketMakerSettingsEvent, MarketMakerSettings | null> = {
  initialState: () => null,
  evolve: (_state, event) => ({
    enabled: event.data.enabled,
    spreadBp: event.data.spreadBp,
    levels: event.data.levels,
    levelStepBp: event.data.levelStepBp,
    quantity: event.data.quantity,
    sizeGrowthPct: event.data.sizeGrowthPct ?? FLAT.sizeGrowthPct,
    variationPct: event.data.variationPct ?? FLAT.variationPct,
  }),
  decide: (command) => {
    const { data } = command;
    const market = SPOT_MARKETS.get(data.symbol);
    if (!market) throw new MarketMakerSettingsError('symbol');
    if (typeof data.enabled !== 'boolean') throw new MarketMakerSettingsError('enabled');
    if (!isWhole(data.spreadBp, 1, 1000)) throw new MarketMakerSettingsError('spreadBp');
    if (!isWhole(data.levels, 1, 20)) throw new MarketMakerSettingsError('levels');
    if (!isWhole(data.levelStepBp, 1, 500)) throw new MarketMakerSettingsError('levelStepBp');
    if (!toSteps(data.quantity, market.lotStep).ok) throw new MarketMakerSettingsError('quantity');
    if (!isWhole(data.sizeGrowthPct, 0, 100)) throw new MarketMakerSettingsError('sizeGrowthPct');
    if (!isWhole(data.variationPct, 0, 50)) throw new MarketMakerSettingsError('variationPct');
    const reason = typeof data.reason === 'string' ? data.reason.trim() : '';
    if (reason === '' || reason.length > 500) throw new MarketMakerSettingsError('reason');
    return [{ type: 'MarketMakerConfigured', data: { ...data, reason, at: command.metadata.now } }];
  },
};
