const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// 248 = 4 x 62: bytes at or above it are dropped so every character is equally likely.
const UNBIASED_LIMIT = 248;

export const RTOKEN_LENGTH = 16;

// A fresh request id for each call (docs/api.md: 6 to 16 letters and digits).
export const randomRtoken = (random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string => {
  let out = '';
  while (out.length < RTOKEN_LENGTH) {
    for (const byte of random(new Uint8Array(RTOKEN_LENGTH * 2))) {
      if (byte < UNBIASED_LIMIT && out.length < RTOKEN_LENGTH) out += ALPHABET[byte % ALPHABET.length];
    }
  }
  return out;
};
