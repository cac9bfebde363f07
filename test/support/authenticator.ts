import { base32Decode, hotp, stepAt } from '../../services/identity/src/second-factor/totp';

/** The code an authenticator app holding `secret` shows at `atMs`, `stepsLater` 30-second steps on. */
export const authenticatorCode = (secret: string, atMs: number, stepsLater = 0): string => hotp(base32Decode(secret), stepAt(atMs) + BigInt(stepsLater));
