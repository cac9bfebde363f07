import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { VIP_SOURCE, VipEvents, type VipLevelChangedV1 } from '@meridian/contracts';
import { commandHandling, type EventStore, type ExecuteCommand, type RecordedEvent } from '@meridian/eventstore';
import { writeToOutbox } from '@meridian/messaging';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import { levelInForce, vipStandingDecider, vipStream, type VipStanding, type VipStandingCommand, type VipStandingEvent } from './domain/vip-standing.decider';

/**
 * Runs a command on a customer's VIP stream (`commandHandling`) and, when the level in force moves,
 * writes `VipLevelChanged` (earn opens products by it) to the outbox in the same transaction. The
 * projection only builds the read model, so rebuilding it tells earn nothing again.
 */
@Injectable()
export class VipStandingStore {
  readonly execute: ExecuteCommand<VipStandingCommand, VipStandingEvent, VipStanding>;

  constructor(@Inject(EVENT_STORE) store: EventStore, @Inject(CLOCK) clock: Clock) {
    this.execute = commandHandling({ store, clock, decider: vipStandingDecider, streamOf: vipStream, afterAppend: announceLevelChange });
  }
}

async function announceLevelChange(recorded: readonly RecordedEvent[], client: PoolClient, before: VipStanding): Promise<void> {
  const after = recorded.reduce((state, event) => vipStandingDecider.evolve(state, event as unknown as VipStandingEvent), before);
  const level = levelInForce(after);
  const last = recorded.at(-1);
  if (!last || level === levelInForce(before)) return;
  const customerId = last.streamId.slice(vipStream('').length);
  const at = (last.data as { at: string }).at;
  const changed: VipLevelChangedV1 = { customerId, level, at };
  await writeToOutbox(client, [
    { id: randomUUID(), type: VipEvents.levelChanged, source: VIP_SOURCE, streamId: last.streamId, schemaVersion: 1, data: changed, metadata: { causationId: last.id, customerId }, occurredAt: at },
  ]);
}
