// The Kafka of `npm run start:distributed`: KAFKA_BROKERS when set, else librdkafka's mock cluster
// (the Kafka wire protocol, 3 brokers, libs/messaging/src/testing/kafka-mock/), built here like the
// test setup builds it. The mock keeps nothing on disk and exits when the launcher's pipe closes.
import { join } from 'node:path';
import { buildKafkaMock } from '../../libs/messaging/src/testing/kafka-mock/build.mjs';
import { lineOf } from './children.mjs';

/** Returns `{ brokers, stop }`. */
export async function startKafka(root) {
  const listed = process.env.KAFKA_BROKERS?.trim();
  if (listed) return { brokers: listed, description: `Kafka at KAFKA_BROKERS (${listed})`, stop: async () => undefined };
  const built = process.env.MERIDIAN_KAFKA_MOCK
    ? { binary: process.env.MERIDIAN_KAFKA_MOCK }
    : buildKafkaMock(join(root, 'tmp', 'kafka-mock'));
  if (!built.binary) throw new Error(`no KAFKA_BROKERS and no Kafka mock cluster: ${built.missing}`);
  const { started, match } = lineOf('kafka', built.binary, ['--brokers', '3'], /^bootstrap (\S+)$/, { detached: true });
  const [, brokers] = await match;
  return {
    brokers,
    mock: true,
    description: `librdkafka's mock Kafka cluster at ${brokers} (set KAFKA_BROKERS for a real one)`,
    stop: async () => {
      started.child.stdin.end();
      await started.stop('SIGTERM', 5000);
    },
  };
}
