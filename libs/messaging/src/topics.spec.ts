import { sourceOfTopic, topicFor } from './topics';

describe('topic naming', () => {
  it('gives each bounded context its own topic', () => {
    expect(topicFor('identity')).toBe('meridian.identity');
    expect(sourceOfTopic('meridian.identity')).toBe('identity');
  });

  it('refuses a source that cannot be a Kafka topic name', () => {
    expect(() => topicFor('')).toThrow("source '' cannot name a topic");
    expect(() => topicFor('accounts/withdrawals')).toThrow('cannot name a topic');
  });

  it('does not claim topics outside the platform', () => {
    expect(sourceOfTopic('other.identity')).toBeUndefined();
  });
});
