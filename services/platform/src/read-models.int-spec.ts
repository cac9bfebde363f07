import { accountsReadModels } from '@meridian/accounts';
import { c2cReadModels } from '@meridian/c2c';
import { entityDrift, runMigrations } from '@meridian/database';
import { earnReadModels } from '@meridian/earn';
import { engagementReadModels } from '@meridian/engagement';
import { identityReadModels } from '@meridian/identity';
import { kycReadModels } from '@meridian/kyc';
import { lendingReadModels } from '@meridian/lending';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { tradingReadModels } from '@meridian/trading';
import { platformMigrations } from './database';

/** Each service's read models (docs/architecture.md, "Read models are TypeORM entities"), by service. */
const READ_MODELS = {
  kyc: kycReadModels,
  c2c: c2cReadModels,
  accounts: accountsReadModels,
  trading: tradingReadModels,
  earn: earnReadModels,
  lending: lendingReadModels,
  engagement: engagementReadModels,
  identity: identityReadModels,
};

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('read-models');
  await runMigrations(db.pool, platformMigrations);
});
afterAll(() => db.drop());

describe('the read models as TypeORM entities', () => {
  it.each(Object.entries(READ_MODELS))('of %s are the tables the migrations made, column for column: nothing to change', async (_service, models) => {
    expect(await entityDrift(db.pool, models)).toEqual([]);
  });
});
