const TOPIC_PREFIX = 'meridian.';
const LEGAL_SOURCE = /^[a-zA-Z0-9_-]+$/;

/** One Kafka topic per bounded context, e.g. 'identity' → 'meridian.identity'. */
export function topicFor(source: string): string {
  if (!LEGAL_SOURCE.test(source)) throw new Error(`source '${source}' cannot name a topic: use letters, digits, '-' and '_'`);
  return `${TOPIC_PREFIX}${source}`;
}

export function sourceOfTopic(topic: string): string | undefined {
  return topic.startsWith(TOPIC_PREFIX) ? topic.slice(TOPIC_PREFIX.length) : undefined;
}
