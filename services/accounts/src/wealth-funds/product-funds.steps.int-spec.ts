import type { PoolClient } from 'pg';
import { ContractViolation, EarnFundsEvents, type ProductFundsRequestV1 } from '@meridian/contracts';
import { inTransaction, runMigrations } from '@meridian/database';
import { EventStore, eventStoreMigrations } from '@meridian/eventstore';
import { platformAccount, userAccount } from '@meridian/ledger';
import { messagingMigrations } from '@meridian/messaging';
import { ASSETS, Money } from '@meridian/money';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { accountsMigrations } from '../accounts.migrations';
import { CustomerLedger } from '../ledger/customer-ledger';
import { ledgerInlineProjection } from '../ledger/ledger-balances.projection';
import { LEGACY_FUNDS_REQUESTS } from './legacy-funds-requests';
import { carryOutProductStep } from './product-funds.steps';

let db: TestDatabase;
let ledger: CustomerLedger;

const customer = '00000000-0000-4000-8000-000000000007';
const at = '2026-11-27T00:00:00.000Z';
const wallet = userAccount(customer, 'funding', ASSETS.USDT);
/** In USDT's minor units (6 places), as the balances projection keeps them. */
const balance = async (account: string) =>
  (await db.pool.query<{ balance: string }>('SELECT balance::text AS balance FROM ledger_balances WHERE account = $1', [account])).rows[0]?.balance ?? '0';
const carryOut = (request: ProductFundsRequestV1) => inTransaction(db.pool, (client: PoolClient) => carryOutProductStep(ledger, request, client));
const product = { kind: 'earn', referenceId: 'o1', customerId: customer, asset: 'USDT', stepId: 'earn-o1', platformAccount: 'earn-payouts', at } as const;

beforeAll(async () => {
  db = await createTestDatabase('product_funds_steps');
  await runMigrations(db.pool, [...eventStoreMigrations, ...messagingMigrations, ...accountsMigrations]);
  const store = new EventStore(db.pool);
  store.addInlineProjection(ledgerInlineProjection);
  ledger = new CustomerLedger(store);
  const deposit = Money.parse(ASSETS.USDT, '100');
  await ledger.execute(customer, {
    type: 'PostEntry',
    data: { id: 'deposit-1', memo: 'Deposit', postings: [{ account: platformAccount('deposit-clearing', ASSETS.USDT), amount: deposit.negate() }, { account: wallet, amount: deposit }] },
    metadata: { now: at },
  });
});
afterAll(() => db.drop());

describe("the wallet's side of a product", () => {
  it('refuses a hold the wallet cannot cover with the reason the product named, and holds what it can', async () => {
    await expect(carryOut({ ...product, step: 'hold', amount: '150', memo: 'Earn custody', refusal: 'earn.insufficientBalance' })).resolves.toBe('earn.insufficientBalance');
    // A request sent before the contract, still in an outbox, is carried out the same way.
    const legacy = LEGACY_FUNDS_REQUESTS[EarnFundsEvents.holdRequested]!({ orderId: 'o1', customerId: customer, coin: 'USDT', amount: '100', at });
    await expect(carryOut(legacy)).resolves.toBeNull();
    expect(await balance(wallet)).toBe('0');
  });
  it('answers a hold or payment the ledger does not take (an amount of zero) with the product\'s refusal, so the steps behind it go on', async () => {
    await expect(carryOut({ ...product, stepId: 'sub-zero', step: 'hold', amount: '0', memo: 'Subscription', refusal: 'subscription.insufficientUsdt' })).resolves.toBe(
      'subscription.insufficientUsdt',
    );
    const payment = { ...product, kind: 'loan', platformAccount: 'loan-book', step: 'payment', payer: 'wallet', stepId: 'loan-repayment-zero', amount: '0', memo: 'Loan repayment', refusal: 'loans.insufficientBalance' } as const;
    await expect(carryOut(payment)).resolves.toBe('loans.insufficientBalance');
  });
  it('answers a redelivered hold again and moves nothing twice', async () => {
    await expect(carryOut({ ...product, step: 'hold', amount: '100', memo: 'Earn custody', refusal: 'earn.insufficientBalance' })).resolves.toBeNull();
    expect(await balance(wallet)).toBe('0');
  });
  it('releases the hold once, the penalty to the product', async () => {
    const release = { ...product, step: 'release', amount: '100', share: '5', memo: 'Earn redemption' } as const;
    await carryOut(release);
    await carryOut(release);
    expect(await balance(wallet)).toBe('95000000');
    expect(await balance(platformAccount('earn-payouts', ASSETS.USDT))).toBe('5000000');
  });
  it('takes a payment once by its entry id, from the wallet or the bank', async () => {
    const payment = { ...product, kind: 'loan', platformAccount: 'loan-book', step: 'payment', amount: '10', memo: 'Loan repayment', refusal: 'loans.insufficientBalance' } as const;
    await carryOut({ ...payment, payer: 'wallet', stepId: 'loan-repayment-r1' });
    await carryOut({ ...payment, payer: 'wallet', stepId: 'loan-repayment-r1' });
    await carryOut({ ...payment, payer: 'bank', stepId: 'loan-repayment-r2', memo: 'Loan repayment by bank transfer' });
    expect(await balance(wallet)).toBe('85000000');
    expect(await balance(platformAccount('loan-book', ASSETS.USDT))).toBe('20000000');
  });
  it("holds a product's own account when asked (a C2C inventory): refused when it cannot cover, paid to the wallet or given back", async () => {
    const inventory = platformAccount('c2c-inventory', ASSETS.USDT);
    const funding = Money.parse(ASSETS.USDT, '30');
    await ledger.execute('platform', {
      type: 'PostEntry',
      data: { id: 'fund-c2c', memo: 'Funded', postings: [{ account: platformAccount('deposit-clearing', ASSETS.USDT), amount: funding.negate() }, { account: inventory, amount: funding }] },
      metadata: { now: at },
    });
    const c2c = { ...product, kind: 'c2c', platformAccount: 'c2c-inventory', from: 'product', memo: 'C2C purchase' } as const;
    const before = await balance(wallet);
    await expect(carryOut({ ...c2c, step: 'hold', referenceId: 'c1', stepId: 'c2c-c1-1', amount: '50', refusal: 'c2c.inventoryShort' })).resolves.toBe('c2c.inventoryShort');
    await expect(carryOut({ ...c2c, step: 'hold', referenceId: 'c1', stepId: 'c2c-c1-2', amount: '20', refusal: 'c2c.inventoryShort' })).resolves.toBeNull();
    await expect(carryOut({ ...c2c, step: 'hold', referenceId: 'c2', stepId: 'c2c-c2-1', amount: '10', refusal: 'c2c.inventoryShort' })).resolves.toBeNull();
    expect(await balance(inventory)).toBe('0');
    await carryOut({ ...c2c, step: 'settle', referenceId: 'c1', stepId: 'c2c-c1-2', amount: '20', share: '20' });
    await carryOut({ ...c2c, step: 'release', referenceId: 'c2', stepId: 'c2c-c2-1', amount: '10', share: '0' });
    expect(BigInt(await balance(wallet)) - BigInt(before)).toBe(20_000_000n);
    expect(await balance(inventory)).toBe('10000000');
  });
  it('lets no product reach a platform account it does not own', async () => {
    await expect(carryOut({ ...product, step: 'payout', amount: '1', platformAccount: 'treasury', stepId: 'earn-x', memo: 'x' })).rejects.toBeInstanceOf(ContractViolation);
  });
});
