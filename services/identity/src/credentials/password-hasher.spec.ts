import { hashCost, hashPassword, verifyPassword } from './password-hasher';

describe('password hashes', () => {
  it('cost 2^15 wherever the platform runs; only a test run may lower it, to no less than 2^10', () => {
    expect(hashCost({})).toBe(15);
    expect(hashCost({ PASSWORD_HASH_LOG2N: '10' })).toBe(15);
    expect(hashCost({ NODE_ENV: 'production', PASSWORD_HASH_LOG2N: '10' })).toBe(15);
    expect(hashCost({ NODE_ENV: 'test', PASSWORD_HASH_LOG2N: '10' })).toBe(10);
    expect(hashCost({ NODE_ENV: 'test', PASSWORD_HASH_LOG2N: '4' })).toBe(15);
    expect(hashCost({ NODE_ENV: 'test', PASSWORD_HASH_LOG2N: 'x' })).toBe(15);
  });

  it('keep their parameters, so a full-cost hash verifies under any setting', async () => {
    const full = await hashPassword('secret123', { N: 2 ** 15, r: 8, p: 1 });
    expect(full.split('$').slice(0, 4)).toEqual(['scrypt', '32768', '8', '1']);
    expect(await verifyPassword('secret123', full)).toBe(true);
    expect(await verifyPassword('secret124', full)).toBe(false);
  });
});
