import { createServer } from 'node:net';
import { GenericContainer, getContainerRuntimeClient, Wait, type StartedTestContainer } from 'testcontainers';

export interface KafkaBroker {
  brokers: string[];
  stop(): Promise<void>;
}

/** One KRaft broker. Kafka must advertise the address clients dial, so the host port is chosen first. */
export async function startKafkaContainer(image = 'apache/kafka:3.8.0'): Promise<KafkaBroker> {
  const host = (await getContainerRuntimeClient()).info.containerRuntime.host;
  const port = await freePort();
  const container: StartedTestContainer = await new GenericContainer(image)
    .withExposedPorts({ container: 9092, host: port })
    .withEnvironment({
      CLUSTER_ID: '4L6g3nShT-eMCtK--X86sw',
      KAFKA_NODE_ID: '1',
      KAFKA_PROCESS_ROLES: 'broker,controller',
      KAFKA_LISTENERS: 'PLAINTEXT://0.0.0.0:9092,BROKER://0.0.0.0:9093,CONTROLLER://0.0.0.0:9094',
      KAFKA_ADVERTISED_LISTENERS: `PLAINTEXT://${host}:${port},BROKER://localhost:9093`,
      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'PLAINTEXT:PLAINTEXT,BROKER:PLAINTEXT,CONTROLLER:PLAINTEXT',
      KAFKA_INTER_BROKER_LISTENER_NAME: 'BROKER',
      KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
      KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9094',
      KAFKA_LOG_DIRS: '/tmp/kraft-combined-logs',
      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
      KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
      KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
    })
    .withWaitStrategy(Wait.forLogMessage(/Kafka Server started/))
    .withStartupTimeout(120_000)
    .start();
  return { brokers: [`${host}:${port}`], stop: async () => void (await container.stop()) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
    server.on('error', reject);
  });
}
