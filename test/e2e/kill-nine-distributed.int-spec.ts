import { expectDrillClean } from '../support/fault-run';
import { DISTRIBUTED_PROCESSES, distributedTarget, KAFKA_ROUND, REDIS_ROUND } from '../support/fault-targets';

/**
 * The fault drill across processes (issue 22, item 5), run by `npm run test:faults` (FAULT_DISTRIBUTED=1),
 * not by `npm test` (about ten minutes): the distributed profile through nginx on the Kafka transport,
 * under a bounded mixed load; each round kills one process with SIGKILL in turn (every service, a push
 * gateway, and Redis, kept down for a few seconds), one takes every Kafka broker down for a few seconds,
 * and a last round pauses accounts with SIGSTOP for longer than its bus session (FAULT_PROCESSES
 * narrows the list). The launcher starts a killed service again, the drill its Redis and its brokers;
 * every unanswered request is sent again with its key; then the same checks as the one-process drill: every acknowledged effect
 * exactly once, no key stuck, the ledger check zero over every account, the options settled by the rule.
 */
const victims = process.env.FAULT_PROCESSES ? process.env.FAULT_PROCESSES.split(',') : [...DISTRIBUTED_PROCESSES, REDIS_ROUND, KAFKA_ROUND, 'pause:accounts'];
const drill = process.env.FAULT_DISTRIBUTED === '1' ? it : it.skip;

drill(`survives kill -9 of each process of the distributed profile, and a paused one, under load: every acknowledged effect once`, async () => {
  await expectDrillClean(distributedTarget, victims);
}, 1_800_000);
