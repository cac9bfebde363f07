import { useRecordContext, useTranslate } from 'react-admin';

type TickRef = { seq: number; price: string; at?: string };

/** A recorded tick an outcome names: its number and price (its time on hover), so anyone can look it up. */
export const TickRefField = ({ source }: { source: string }) => {
  const record = useRecordContext<Record<string, TickRef | null | undefined>>();
  const translate = useTranslate();
  const tick = record?.[source];
  if (!tick) return <span>-</span>;
  return <span title={tick.at}>{translate('app.ticks.tick', { seq: tick.seq, price: tick.price })}</span>;
};
