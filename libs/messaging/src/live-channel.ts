/**
 * The bus's live channel, beside its durable one: for high-rate facts that nobody needs once the moment
 * has passed (market data). No outbox, no inbox, nothing kept: each message reaches, at most once, the
 * listeners that are there when it is published, in publish order per key. A listener that was not
 * there (a process restarting) misses what went before and reads the truth where it is kept (REST).
 *
 * Transports: in-process, a synchronous call to each listener; postgres, NOTIFY on one channel per
 * topic; kafka, a topic per live topic keyed by the message key, read by a consumer group of each
 * listening process's own that starts at the end and commits nothing.
 */
export interface LiveMessage {
  type: string;
  /** What order holds for: messages of one key reach every listener in publish order. */
  key: string;
  schemaVersion: number;
  /** Plain JSON only: it may cross processes. */
  data: unknown;
}

export type LiveListener = (message: LiveMessage) => void;

export interface LiveChannel {
  /** Sends the messages to the topic's listeners in every process; resolves once the transport took them. */
  publishLive(topic: string, messages: readonly LiveMessage[]): Promise<void>;
  /** Hears the topic from now on (from the bus's start, if it has not started yet), until the bus stops. */
  listenLive(topic: string, listener: LiveListener): Promise<void>;
}

const LEGAL_TOPIC = /^[a-z0-9_]+$/;

/** A live topic names a NOTIFY channel and a Kafka topic: lower-case letters, digits and '_'. */
export function checkLiveTopic(topic: string): string {
  if (!LEGAL_TOPIC.test(topic)) throw new Error(`live topic '${topic}': use lower-case letters, digits and '_'`);
  return topic;
}

/** Reads a live message back from its JSON; anything else is refused. */
export function liveMessageFrom(json: string): LiveMessage {
  const parsed = JSON.parse(json) as Partial<LiveMessage> | null;
  if (typeof parsed?.type !== 'string' || typeof parsed.key !== 'string' || typeof parsed.schemaVersion !== 'number' || !('data' in parsed)) {
    throw new Error('not a live message');
  }
  return parsed as LiveMessage;
}

/** Runs async steps one after the other in call order: publishes of one process never overtake each other. */
export class InOrder {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(step: () => Promise<T>): Promise<T> {
    const next = this.tail.then(step, step);
    this.tail = next.catch(() => undefined);
    return next;
  }
}

/** The listeners of each topic in this process; a throwing listener is reported and the others still hear. */
export class LiveListeners {
  private readonly byTopic = new Map<string, Set<LiveListener>>();

  constructor(private readonly report: (error: unknown, context: string) => void) {}

  add(topic: string, listener: LiveListener): boolean {
    const listeners = this.byTopic.get(topic) ?? new Set<LiveListener>();
    const first = listeners.size === 0;
    listeners.add(listener);
    this.byTopic.set(topic, listeners);
    return first;
  }

  topics(): string[] {
    return [...this.byTopic.keys()];
  }

  deliver(topic: string, message: LiveMessage): void {
    for (const listener of this.byTopic.get(topic) ?? []) {
      try {
        listener(message);
      } catch (error) {
        this.report(error, `live listener of '${topic}' failed on ${message.type}`);
      }
    }
  }
}

/**
 * What every transport's live channel does the same way: listeners kept per topic, sends in order, and
 * a topic listened to from `start` on (or at once, when its first listener comes after the start).
 * A transport says how it sends (`publishLive`), how it listens to one topic (`listen`) and how it stops.
 */
export abstract class ListeningLiveChannel implements LiveChannel {
  protected readonly listeners: LiveListeners;
  protected readonly order = new InOrder();
  protected running = false;

  protected constructor(report: (error: unknown, context: string) => void) {
    this.listeners = new LiveListeners(report);
  }

  abstract publishLive(topic: string, messages: readonly LiveMessage[]): Promise<void>;

  /** Opens this process's way of hearing the topic (a consumer, a LISTEN connection); nothing when it is open. */
  protected abstract listen(topic: string): Promise<void>;

  async listenLive(topic: string, listener: LiveListener): Promise<void> {
    if (this.listeners.add(checkLiveTopic(topic), listener) && this.running) await this.listen(topic);
  }

  async start(): Promise<void> {
    this.running = true;
    await Promise.all(this.listeners.topics().map((topic) => this.listen(topic)));
  }
}
