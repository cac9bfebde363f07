import { AppError } from './app-error';
import { EnvelopeCode } from './envelope';

/** A code the customer's authenticator must give first: the app shows its code field when `second_factor` comes back. */
export const secondFactorRequired = (key: 'auth.totpRequired' | 'withdraw.totpRequired'): AppError =>
  new AppError(key, EnvelopeCode.okOrRefused, 400, {}, { data: { second_factor: 'totp' } });

/** A refused authenticator code, in the words of the envelope: too many tries wait five minutes. */
export function secondFactorRefusal(result: 'wrong' | 'off' | 'limited'): AppError {
  if (result === 'limited') return AppError.tooMany(5 * 60);
  return AppError.badInput(result === 'off' ? 'totp.off' : 'totp.wrong');
}
