import { mayHaveBeenApplied, newIdempotencyKey, submissionKeys } from './submission-key';

describe('idempotency keys of money actions (docs/api.md)', () => {
  it('are 32 letters and digits, as the server accepts', () => {
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('are kept while the same submission is retried after a dropped connection or a 5xx', () => {
    let n = 0;
    const keys = submissionKeys(() => `key-${++n}`);
    const first = keys.keyFor('{"amount":"10"}');
    keys.settle({ code: 'network', message: 'offline' });
    expect(keys.keyFor('{"amount":"10"}')).toBe(first);
    keys.settle({ code: 1, message: 'busy', status: 503 });
    expect(keys.keyFor('{"amount":"10"}')).toBe(first);
    keys.settle({ code: 1, message: 'This request is still being processed, please wait', status: 409 });
    expect(keys.keyFor('{"amount":"10"}')).toBe(first);
  });

  it('are new once the server has answered for certain, or the payload changed', () => {
    let n = 0;
    const keys = submissionKeys(() => `key-${++n}`);
    const first = keys.keyFor('a');
    keys.settle({ code: 1, message: 'Insufficient balance', status: 400 });
    const second = keys.keyFor('a');
    expect(second).not.toBe(first);
    expect(keys.keyFor('b')).not.toBe(second);
    keys.settle();
    expect(keys.keyFor('b')).toBe('key-4');
  });

  it('send a submission under its key and settle the key with its outcome', async () => {
    let n = 0;
    const keys = submissionKeys(() => `key-${++n}`);
    const sent: string[] = [];
    const dropped = async (key: string) => (sent.push(key), { error: { code: 'network', message: 'offline' } });
    const answered = async (key: string) => (sent.push(key), { data: { id: 'o-1' } });
    await keys.send('a', dropped);
    expect(await keys.send('a', answered)).toEqual({ data: { id: 'o-1' } });
    await keys.send('a', answered);
    expect(sent).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('treat an unknown failure as possibly applied', () => {
    expect(mayHaveBeenApplied(new Error('boom'))).toBe(true);
    expect(mayHaveBeenApplied({ code: 2000, message: 'log in', status: 401 })).toBe(false);
  });
});
