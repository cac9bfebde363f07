import { AppError } from './app-error';
import { EnvelopeCode } from './envelope';

/**
 * A code the customer's authenticator must give first. A refusal keeps `data` null (SPEC section 8:
 * code 1 with data is a success), so the envelope's `event` names what is missing and the app shows
 * its code field.
 */
export const SECOND_FACTOR_REQUIRED = 'second_factor_required';
export const secondFactorRequired = (key: 'auth.totpRequired' | 'withdraw.totpRequired'): AppError =>
  new AppError(key, EnvelopeCode.okOrRefused, 400, {}, { event: SECOND_FACTOR_REQUIRED });

/** A refused authenticator code, in the words of the envelope: too many tries wait five minutes. */
export function secondFactorRefusal(result: 'wrong' | 'off' | 'limited'): AppError {
  if (result === 'limited') return AppError.tooMany(5 * 60);
  return AppError.badInput(result === 'off' ? 'totp.off' : 'totp.wrong');
}
