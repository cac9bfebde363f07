// DESIGN.md invariant 8: a price copies the feed tick it came from. The admin API names it `tick`, as
// the trading service's PriceTickRef `{ symbol, seq, at, price, source }`; a trade without one has none.
// (A trade's own `seq` is its number in the book, not a tick.)
export type ReferenceTick = { seq: string; at?: string; price?: string; source?: string };

const text = (value: unknown): string | undefined => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

export const referenceTickOf = (trade: Record<string, unknown>): ReferenceTick | undefined => {
  const { tick } = trade;
  if (!tick || typeof tick !== 'object') return undefined;
  const fields = tick as Record<string, unknown>;
  const seq = text(fields.seq);
  if (seq === undefined) return undefined;
  return { seq, at: text(fields.at), price: text(fields.price), source: text(fields.source) };
};
