import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { Decimal } from '@meridian/money';
import { SpotAuditService } from '@meridian/trading';
import { call } from './funding';
import { assetRow, Client, eventually } from './platform-harness';

export interface BookLevels {
  bids: { price: string; quantity: string }[];
  asks: { price: string; quantity: string }[];
}

/** The auditor's spot check, reduced to what must be empty. */
export async function spotLedgerCheck(app: Pick<INestApplication, 'get'>) {
  const report = await app.get(SpotAuditService).check();
  const nonZero = report.totals.filter((t) => !/^0(\.0+)?$/.test(t.total)).map((t) => t.coin);
  return { unbalanced: report.unbalanced, negative: report.negative, mismatched: report.mismatched, nonZero };
}

export async function depthOf(base: string, symbol: string, levels = 20): Promise<BookLevels> {
  const res = await fetch(`${base}/api/v1/markets/${symbol}/depth?levels=${levels}`);
  return ((await res.json()) as { data: BookLevels }).data;
}

/** A demo customer (100,000 USDT in funding) with `usdt` moved into spot through the clearing saga. */
export async function spotTrader(base: string, usdt = '10000'): Promise<string> {
  const { token } = (await new Client(base).get('/web/tempLogin')).body.data;
  await eventually(async () => expect((await assetRow(base, token, 'bba', 'USDT')).available).toBe('100000.000000'));
  const moved = await call(base, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'bb', amount: usdt });
  expect(moved.body.code).toBe(1);
  await eventually(async () => expect((await assetRow(base, token, 'bb', 'USDT')).available).toBe(Decimal.parse(usdt).rescale(6, 'down').toString()));
  return token;
}

/** POST /api/v1/spot/orders with a fresh request id unless one is given (null: none). */
export const placeOrder = (base: string, token: string, body: Record<string, unknown>, key: string | null = randomUUID(), lang = 'en') =>
  fetch(`${base}/api/v1/spot/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': lang, ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { code: number; message: string; data: any } }));
