import type { OrderBookSnapshot } from '../../matching';
import { SPOT_FEES } from './spot-markets';
import { SpotState } from './spot-state';
import type { LiveOrder } from './live-order';

type BigintField = 'filledLots' | 'filledQuoteMinor' | 'feeMinor' | 'holdMinor' | 'holdFloorMinor';
const BIGINT_FIELDS: readonly BigintField[] = ['filledLots', 'filledQuoteMinor', 'feeMinor', 'holdMinor', 'holdFloorMinor'];
type FeeField = 'makerPpm' | 'takerPpm';
/** Orders of snapshots taken before fees could change lack their rates: they were accepted under the defaults. */
type SnapshotOrder = Omit<LiveOrder, BigintField | FeeField> & Record<BigintField, string> & Partial<Record<FeeField, string>>;

export interface SpotCoreSnapshot {
  version: 1;
  sequence: number;
  /** Absent in snapshots taken before fees could change: the defaults (SPOT_FEES). */
  fees?: { makerPpm: string; takerPpm: string; changedAt: string | null; changedBy: string | null };
  balances: [string, string][];
  /** Orders of snapshots taken before stop orders lack their fields; restore fills them in. */
  orders: SnapshotOrder[];
  books: [string, OrderBookSnapshot][];
  transfers: string[];
  quotes: [string, string[]][];
}

export function snapshotOf(state: SpotState): SpotCoreSnapshot {
  const { fees } = state;
  return {
    version: 1,
    sequence: state.seq,
    fees: { ...fees, makerPpm: fees.makerPpm.toString(), takerPpm: fees.takerPpm.toString() },
    balances: [...state.balances].map(([name, value]) => [name, value.toString()]),
    orders: [...state.orders.values()].map(
      (o) => ({ ...o, ...Object.fromEntries([...BIGINT_FIELDS, 'makerPpm', 'takerPpm'].map((field) => [field, o[field as BigintField | FeeField].toString()])) }) as unknown as SnapshotOrder,
    ),
    books: [...state.books].map(([symbol, book]) => [symbol, book.snapshot()]),
    transfers: [...state.transfers],
    quotes: [...state.quotes],
  };
}

export function stateOf(snapshot: SpotCoreSnapshot): SpotState {
  const state = new SpotState();
  state.seq = snapshot.sequence;
  if (snapshot.fees) state.fees = { ...snapshot.fees, makerPpm: BigInt(snapshot.fees.makerPpm), takerPpm: BigInt(snapshot.fees.takerPpm) };
  for (const [name, value] of snapshot.balances) state.balances.set(name, BigInt(value));
  for (const o of snapshot.orders) {
    const order: LiveOrder = {
      ...o,
      stopPrice: o.stopPrice ?? null,
      timeInForce: o.timeInForce ?? 'gtc',
      ocoId: o.ocoId ?? null,
      untriggered: o.untriggered ?? false,
      triggerTick: o.triggerTick ?? null,
      ocoPartner: o.ocoPartner ?? null,
      acceptedAt: o.acceptedAt ?? 0,
      makerPpm: o.makerPpm === undefined ? SPOT_FEES.makerPpm : BigInt(o.makerPpm),
      takerPpm: o.takerPpm === undefined ? SPOT_FEES.takerPpm : BigInt(o.takerPpm),
      ...(Object.fromEntries(BIGINT_FIELDS.map((field) => [field, BigInt(o[field] ?? '0')])) as Record<BigintField, bigint>),
    };
    state.track(order);
    if (order.untriggered) state.watchStop(order);
  }
  for (const [symbol, book] of snapshot.books) state.book(symbol).restore(book);
  for (const id of snapshot.transfers) state.transfers.add(id);
  for (const [symbol, ids] of snapshot.quotes) state.quotes.set(symbol, ids);
  return state;
}
