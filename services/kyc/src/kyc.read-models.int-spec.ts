import { entityDrift, runMigrations } from '@meridian/database';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { kycMigrations } from './kyc.migrations';
import { kycReadModels } from './kyc.read-models';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('kyc-read-models');
  await runMigrations(db.pool, kycMigrations);
});
afterAll(() => db.drop());

describe('kyc read models', () => {
  it('are the tables the migrations made, column for column: nothing to change', async () => {
    expect(await entityDrift(db.pool, kycReadModels)).toEqual([]);
  });
});
