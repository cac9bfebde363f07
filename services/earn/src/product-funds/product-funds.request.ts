import { randomUUID } from 'node:crypto';
import { EARN_SOURCE, PRODUCT_FUNDS_SCHEMA_VERSION, productFundsRequestType, type ProductFundsRequestV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import type { IntegrationEvent } from '@meridian/messaging';

/** What the funding wallet must do for an event earn appended, as the outbox message that asks it. */
export const productFundsRequest = (request: ProductFundsRequestV1, recorded: RecordedEvent): IntegrationEvent => ({
  id: randomUUID(),
  type: productFundsRequestType(request.step),
  source: EARN_SOURCE,
  streamId: recorded.streamId,
  schemaVersion: PRODUCT_FUNDS_SCHEMA_VERSION,
  data: request,
  metadata: { causationId: recorded.id, customerId: request.customerId },
  occurredAt: request.at,
});
