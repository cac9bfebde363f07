import { errorAnswer } from './error-envelope';
import { PathKeyPipe } from './path-key.pipe';

describe('a key in a path', () => {
  const pipe = new PathKeyPipe();
  const check = (value: unknown, name = 'symbol') => pipe.transform(value, { type: 'param', data: name });

  it.each(['BTCUSDT', 'btcusdt', 'USDT-TRC20', 'custody-7d', 'default', 'mm:BTCUSDT:12:0', 'EUR.USD', '0f8fad5b-d9cb-469f-a165-70867728950e'])(
    'passes %s through as it is',
    (key) => expect(check(key)).toBe(key),
  );

  it.each(["x' OR 1=1--", 'a\u0000b', '', '-1', 'a/b', 'a b', 'ü', 'A'.repeat(129)])('refuses %j as a 400 that names the parameter', (bad) => {
    let thrown: unknown;
    try {
      check(bad, 'productId');
    } catch (error) {
      thrown = error;
    }
    const answer = errorAnswer(thrown, 'xby');
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.message).toMatch(/no es válido$/);
    expect(errorAnswer(thrown, 'en').body.message).toMatch(/^Product.* is not valid$/);
  });

  it('refuses with the words the route gives, where it gives them', () => {
    const words = new PathKeyPipe('earn.productIdInvalid');
    expect(() => words.transform('Custody 7 Days', { type: 'param', data: 'productId' })).toThrow(expect.objectContaining({ key: 'earn.productIdInvalid' }));
    expect(words.transform('custody-7d', { type: 'param', data: 'productId' })).toBe('custody-7d');
  });
});
