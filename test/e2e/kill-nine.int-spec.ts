import { expectDrillClean } from '../support/fault-run';
import { onePlatformTarget } from '../support/fault-targets';

/**
 * The fault drill (issue 19, item 8) in its short form: `npm test` runs one round that kills the
 * platform and its database on a small load; `npm run test:faults` runs FAULT_ROUNDS rounds on FAULT_CUSTOMERS customers with
 * FAULT_LOAD_MS of load before each kill (and the distributed profile's drill, kill-nine-distributed.int-spec.ts).
 */
// In `npm test` one round that kills the database too (the orphaned database alone has its own test);
// `npm run test:faults` alternates the two kinds.
const rounds = Number.parseInt(process.env.FAULT_ROUNDS ?? '1', 10);
const kinds = rounds === 1 ? ['platform-and-database'] : Array.from({ length: rounds }, (_, i) => (i % 2 === 0 ? 'platform' : 'platform-and-database'));

it(`survives kill -9 of the platform and of its database under load: every acknowledged effect once, no key stuck, the books balanced`, async () => {
  await expectDrillClean(onePlatformTarget, kinds);
}, 900_000);
