import { runMigrations } from '@meridian/database';
import { EventStore, eventStoreMigrations, foldEvents, loadStreamState } from '@meridian/eventstore';
import { messagingMigrations } from '@meridian/messaging';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { lendingMigrations } from '../../lending.migrations';
import { LOAN_SNAPSHOT_EVERY, loanDecider, loanStream } from '../domain/loan.decider';
import { DEFAULT_LOAN_TERMS } from '../domain/loan-terms';
import { LoanCommands } from '../loan-commands';
import { loansProjection } from '../loans.projection';
import { LoansQuery } from '../queries/loans.query';
import { LoanAccrual } from './accrue-loan-interest.handler';

/**
 * Issue 19, section 7: an overdue loan gains an interest event a day without end, and the daily
 * accrual read its whole stream. The loan decider snapshots; a day's accrual reads the newest
 * snapshot and at most LOAN_SNAPSHOT_EVERY events after it, and the snapshot plus its tail is the history.
 */
let db: TestDatabase;
let store: EventStore;
let loans: LoanCommands;
const DAY = 86_400_000;
const start = Date.parse('2026-01-05T10:00:00.000Z');
let now = new Date(start);
const clock = { now: () => now };
const loanId = '00000000-0000-4000-8000-0000000000a1';
const customerId = '00000000-0000-4000-8000-0000000000c1';

beforeAll(async () => {
  db = await createTestDatabase('loan_snapshots');
  await runMigrations(db.pool, [...eventStoreMigrations, ...messagingMigrations, ...lendingMigrations]);
  store = new EventStore(db.pool);
  store.addInlineProjection(loansProjection);
  loans = new LoanCommands(store, clock);
  const applicant = { name: 'Ann Lee', country: 'SG', address: '1 Main St', birthDate: '1990-01-01', phone: '+6591234567', monthlyIncome: '5000' };
  await loans.execute(loanId, { type: 'ApplyForLoan', data: { loanId, customerId, terms: DEFAULT_LOAN_TERMS[0]!, amount: '1000', applicant, images: [], agreed: true, available: '5000' } });
  await loans.execute(loanId, { type: 'DisburseLoan', data: { staffId: 'fin', terms: DEFAULT_LOAN_TERMS[0]! } });
});
afterAll(() => db.drop());

const snapshotVersion = async () =>
  (await db.pool.query<{ stream_version: number }>('SELECT stream_version FROM snapshots WHERE name = $1', [`stream:${loanStream(loanId)}`])).rows[0]?.stream_version ?? null;

describe('an overdue loan accrued for 200 days', () => {
  it('is snapshotted, and the snapshot plus its tail is the whole history', async () => {
    const accrual = new LoanAccrual(loans, new LoansQuery(db.pool), store, clock);
    now = new Date(start + 200 * DAY + 60_000);
    await accrual.run();
    const version = await store.streamVersion(loanStream(loanId));
    expect(version).toBeGreaterThan(200); // applied, disbursed, 200 days, fell overdue
    const snapshotAt = await snapshotVersion();
    expect(snapshotAt).toBeGreaterThan(version - LOAN_SNAPSHOT_EVERY - 1);
    const loaded = await loadStreamState(store, loanStream(loanId), loanDecider);
    expect(loaded.state).toEqual(foldEvents(loanDecider, await store.readStream(loanStream(loanId))));
    expect(loaded.state).toMatchObject({ accruedDays: 200, overdue: true });
  });

  it('reads only the events after the snapshot for the next day', async () => {
    const accrual = new LoanAccrual(loans, new LoansQuery(db.pool), store, clock);
    now = new Date(start + 201 * DAY + 60_000);
    const read = jest.spyOn(store, 'readStream');
    await accrual.run();
    const fromVersions = read.mock.calls.map((call) => call[1] ?? 1);
    read.mockRestore();
    expect(fromVersions.length).toBeGreaterThan(0);
    expect(Math.min(...fromVersions)).toBeGreaterThan((await store.streamVersion(loanStream(loanId))) - LOAN_SNAPSHOT_EVERY - 2);
    expect((await loadStreamState(store, loanStream(loanId), loanDecider)).state.accruedDays).toBe(201);
  });
});
