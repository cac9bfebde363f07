import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import { VIP_SOURCE, VipEvents, type VipLevelChangedV1 } from '@meridian/contracts';
import { inTransaction } from '@meridian/database';
import { handleCommand, loadStreamState, WrongExpectedVersionError, type EventStore } from '@meridian/eventstore';
import { writeToOutbox } from '@meridian/messaging';
import { levelInForce, vipStandingDecider, vipStream, type VipStandingCommand } from './vip-standing.decider';

const ATTEMPTS = 8;

/**
 * Decides and appends one command on a customer's VIP stream and, when the level in force moves,
 * writes `VipLevelChanged` (earn opens products by it) to the outbox in the same transaction. The
 * projection only builds the read model, so rebuilding it tells earn nothing again.
 */
export async function decideVipStanding(store: EventStore, customerId: string, command: VipStandingCommand, metadata: Record<string, unknown>): Promise<void> {
  const streamId = vipStream(customerId);
  const run = async (client: PoolClient) => {
    const before = await loadStreamState(store, streamId, vipStandingDecider, client);
    const outcome = await handleCommand(store, streamId, vipStandingDecider, command, { metadata, client });
    const last = outcome.events.at(-1);
    const level = levelInForce(outcome.state);
    if (!last || level === levelInForce(before.state)) return;
    const at = (last.data as { at: string }).at;
    const changed: VipLevelChangedV1 = { customerId, level, at };
    await writeToOutbox(client, [
      { id: randomUUID(), type: VipEvents.levelChanged, source: VIP_SOURCE, streamId, schemaVersion: 1, data: changed, metadata: { causationId: last.id, customerId }, occurredAt: at },
    ]);
  };
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(store.pool, run);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}
