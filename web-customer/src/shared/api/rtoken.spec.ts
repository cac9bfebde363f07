import { randomRtoken, RTOKEN_LENGTH } from './rtoken';

describe('randomRtoken', () => {
  it('is 6 to 16 letters and digits', () => {
    for (let i = 0; i < 200; i += 1) expect(randomRtoken()).toMatch(/^[A-Za-z0-9]{6,16}$/);
    expect(RTOKEN_LENGTH).toBeLessThanOrEqual(16);
  });

  it('differs from call to call', () => {
    const tokens = new Set(Array.from({ length: 500 }, () => randomRtoken()));
    expect(tokens.size).toBe(500);
  });

  it('drops the bytes that would bias the alphabet', () => {
    const biased = (bytes: Uint8Array) => bytes.fill(255);
    let calls = 0;
    const thenFair = (bytes: Uint8Array) => (calls++ === 0 ? biased(bytes) : bytes.fill(0));
    expect(randomRtoken(thenFair)).toBe('A'.repeat(RTOKEN_LENGTH));
  });
});
