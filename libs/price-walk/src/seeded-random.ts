/**
 * Read once: inside a vm context (jest runs every test file in one) each `Math.imul` or `BigInt` is
 * a lookup on the context's global object that V8 cannot inline, which made drawing a fresh
 * install's candle history 15 times slower under test than in the server.
 */
const imul = Math.imul;
const toBigInt = BigInt;

/** FNV-1a: a stable 32-bit seed from text (seed, symbol, sequence). */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** mulberry32: a tiny, fast PRNG of 32-bit integers. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/**
 * About normally distributed integer: the sum of four uniform integers in [-500, 500], whose
 * standard deviation is NORMAL_STD. Integer-only, so every platform draws the same numbers.
 */
export function normalish(random: () => number): bigint {
  // Summed as small integers (|z| <= 2000, exact in a double), converted once.
  let z = 0;
  for (let i = 0; i < 4; i++) z += (random() % 1001) - 500;
  return toBigInt(z);
}

export const NORMAL_STD = 577n;
