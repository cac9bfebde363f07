import type { ConsumerConfig } from 'kafkajs';
import type { KafkaClient, KafkaConsumer } from './kafka-client';
import { KafkaLiveChannel, LIVE_FETCH_MAX_WAIT_MS, type KafkaLiveOptions } from './kafka-live-channel';
import { MOCK_GROUP_TIMINGS, onTheMock } from './kafka-metadata-topics';

/** A client that records the consumers asked of it and runs none. */
function recordingClient() {
  const configs: ConsumerConfig[] = [];
  const consumer = (config: ConsumerConfig): KafkaConsumer => {
    configs.push(config);
    return { connect: async () => undefined, disconnect: async () => undefined, subscribe: async () => undefined, run: async () => undefined };
  };
  const kafka = { consumer, producer: () => ({}), admin: () => ({}) } as unknown as KafkaClient;
  return { kafka, configs };
}

async function listeningWith(group?: KafkaLiveOptions['group']) {
  const { kafka, configs } = recordingClient();
  const channel = new KafkaLiveChannel({ kafka, ensureTopics: async () => undefined, group, report: () => undefined });
  await channel.listenLive('market', () => undefined);
  await channel.start();
  return configs;
}

describe('KafkaLiveChannel', () => {
  it(`lets a live consumer's fetch wait ${LIVE_FETCH_MAX_WAIT_MS} ms at most, not kafkajs's 5 s`, async () => {
    expect((await listeningWith()).map((config) => config.maxWaitTimeInMs)).toEqual([LIVE_FETCH_MAX_WAIT_MS]);
  });

  it("keeps the bus's other group timings, and a shorter fetch wait", async () => {
    const [config] = await listeningWith({ sessionTimeout: 6000, heartbeatInterval: 500, maxWaitTimeInMs: 50 });
    expect(config).toMatchObject({ sessionTimeout: 6000, heartbeatInterval: 500, maxWaitTimeInMs: 50 });
    const [longer] = await listeningWith({ maxWaitTimeInMs: 5000 });
    expect(longer!.maxWaitTimeInMs).toBe(LIVE_FETCH_MAX_WAIT_MS);
  });
});

describe("the mock cluster's consumers", () => {
  it('get short group timings unless they name their own', () => {
    expect(onTheMock({ groupId: 'g' })).toEqual({ groupId: 'g', sessionTimeout: 6000, rebalanceTimeout: 10_000, heartbeatInterval: 500, maxWaitTimeInMs: 100 });
    expect(onTheMock({ groupId: 'g', sessionTimeout: 7000, maxWaitTimeInMs: 20 })).toMatchObject({ sessionTimeout: 7000, maxWaitTimeInMs: 20, heartbeatInterval: 500 });
    expect(MOCK_GROUP_TIMINGS.maxWaitTimeInMs).toBeLessThanOrEqual(LIVE_FETCH_MAX_WAIT_MS);
  });
});
