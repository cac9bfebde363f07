import { defineInlineProjection, projectionOf, streamProjection, type ProjectedStream } from '@meridian/eventstore';
import { Decimal } from '@meridian/money';
import type { EtfFundEvent } from './domain/etf-fund.decider';
import type { EtfHoldingEvent } from './domain/etf-holding.decider';
import { FUND_PREFIX, holdingOf, HOLDING_PREFIX } from './etf-streams';
import { earnReadModels } from '../earn.read-models';
import { EarnEtfHolding } from './read-models/earn-etf-holding.entity';
import { EarnEtfTrade } from './read-models/earn-etf-trade.entity';
import { EarnEtfValue } from './read-models/earn-etf-value.entity';

const fundEvents = streamProjection<EtfFundEvent>(FUND_PREFIX, {
  EtfUnitValueFixed: async ({ day, value, closes, at }, { id, client }) => {
    const values = (await earnReadModels.on(client)).getRepository(EarnEtfValue);
    await values.createQueryBuilder().insert().values({ fundId: id, day, value, closes, fixedAt: new Date(at) }).orIgnore().execute();
  },
});

/** A holding's stream names its fund and its customer. */
const holder = (id: string) => holdingOf(`${HOLDING_PREFIX}${id}`);
const tradesOn = async ({ client }: ProjectedStream) => (await earnReadModels.on(client)).getRepository(EarnEtfTrade);
const holdingsOn = async ({ client }: ProjectedStream) => (await earnReadModels.on(client)).getRepository(EarnEtfHolding);
/** Exact sums of the numeric(30, 6) figures, as text. */
const plus = (figure: string, amount: string) => Decimal.parse(figure).add(Decimal.parse(amount)).toString();
const minus = (figure: string, amount: string) => Decimal.parse(figure).subtract(Decimal.parse(amount)).toString();

const holdingEvents = streamProjection<EtfHoldingEvent>(HOLDING_PREFIX, {
  EtfBuyPlaced: async ({ tradeId, amount, units, value, day, at }, holding) => {
    const { fundId, customerId } = holder(holding.id);
    const trade = { tradeId, fundId, customerId, side: 'buy' as const, amount, units, value, day, status: 'pending' as const, placedAt: new Date(at) };
    await (await tradesOn(holding)).createQueryBuilder().insert().values(trade).orIgnore().execute();
  },
  // The purchase's units are the customer's, added to what the holding had (a first purchase makes it).
  EtfBuySettled: async ({ tradeId, at }, holding) => {
    const { fundId, customerId } = holder(holding.id);
    const trades = await tradesOn(holding);
    await trades.update(tradeId, { status: 'completed', settledAt: new Date(at) });
    const { amount, units } = await trades.findOneByOrFail({ tradeId });
    const holdings = await holdingsOn(holding);
    const held = await holdings.findOneBy({ fundId, customerId });
    await holdings.upsert({ fundId, customerId, units: plus(held?.units ?? '0', units), paid: plus(held?.paid ?? '0', amount) }, ['fundId', 'customerId']);
  },
  EtfBuyFailed: async ({ tradeId, reason, at }, holding) => {
    await (await tradesOn(holding)).update(tradeId, { status: 'failed', reason, settledAt: new Date(at) });
  },
  EtfSold: async ({ tradeId, units, value, proceeds, day, at }, holding) => {
    const { fundId, customerId } = holder(holding.id);
    const soldAt = new Date(at);
    const trade = { tradeId, fundId, customerId, side: 'sell' as const, amount: proceeds, units, value, day, status: 'completed' as const, placedAt: soldAt, settledAt: soldAt };
    await (await tradesOn(holding)).createQueryBuilder().insert().values(trade).orIgnore().execute();
    const holdings = await holdingsOn(holding);
    const held = await holdings.findOneByOrFail({ fundId, customerId });
    await holdings.update({ fundId, customerId }, { units: minus(held.units, units), received: plus(held.received, proceeds) });
  },
});

/**
 * Values, holdings and trades. A projection only builds its read model: what accounts must do for a
 * purchase or a sale goes out from the use case that appended it (`etfMessages`).
 */
export const etfProjection = defineInlineProjection({
  name: 'earn-etf',
  owner: 'earn',
  ...projectionOf(fundEvents, holdingEvents),
  reset: earnReadModels.emptied(EarnEtfValue, EarnEtfTrade, EarnEtfHolding),
});
