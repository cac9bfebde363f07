/** FNV-1a: a stable 32-bit seed from text (seed, symbol, sequence). */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** mulberry32: a tiny, fast PRNG of 32-bit integers. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/**
 * About normally distributed integer: the sum of four uniform integers in [-500, 500], whose
 * standard deviation is NORMAL_STD. Integer-only, so every platform draws the same numbers.
 */
export function normalish(random: () => number): bigint {
  let z = 0n;
  for (let i = 0; i < 4; i++) z += BigInt(random() % 1001) - 500n;
  return z;
}

export const NORMAL_STD = 577n;
