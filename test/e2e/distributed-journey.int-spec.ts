import { customerJourney } from '../support/customer-journey';
import { startDistributed, type DistributedPlatform } from '../support/distributed';
import { killAll } from '../support/processes';

/**
 * The distributed profile as `npm run start:distributed` runs it, on the Kafka transport: every
 * service in its own process (trading and the push gateway share one while market push needs both),
 * librdkafka's mock cluster between them (the Kafka wire protocol; KAFKA_BROKERS for a real one),
 * nginx in front. A customer's journey crosses every process through nginx.
 */
let platform: DistributedPlatform | undefined;

beforeAll(async () => {
  platform = await startDistributed('kafka', { PRICE_FEED_SEED: 'distributed-journey' });
}, 180_000);

afterAll(async () => {
  await platform?.stop().catch(() => undefined);
  await killAll();
}, 60_000);

it('runs a customer journey across the processes through nginx, on Kafka', async () => {
  await customerJourney(platform!.edgeUrl, 'journey-kafka@example.com');
}, 150_000);
