import { EnvelopeCode } from './envelope';
import type { MessageKey } from './i18n/message-keys';

/**
 * A refusal the customer should read: a message key translated into the request's language, the
 * envelope code and the HTTP status of the REST API.
 */
export class AppError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly envelopeCode: number = EnvelopeCode.okOrRefused,
    readonly httpStatus = 400,
    readonly params: Record<string, string | number> = {},
    readonly extra: { time?: number; data?: unknown; event?: string } = {},
  ) {
    super(key);
    this.name = 'AppError';
  }

  static badInput(key: MessageKey, params: Record<string, string | number> = {}): AppError {
    return new AppError(key, EnvelopeCode.okOrRefused, 400, params);
  }

  static reLogin(key: MessageKey = 'auth.loginRequired'): AppError {
    return new AppError(key, EnvelopeCode.reLogin, 401);
  }

  static forcedLogout(key: MessageKey, seconds = 2): AppError {
    return new AppError(key, EnvelopeCode.forcedLogout, 401, {}, { time: seconds });
  }

  static tooMany(retryAfterSeconds: number): AppError {
    return new AppError('rate.tooMany', EnvelopeCode.tooManyRequests, 429, { seconds: retryAfterSeconds }, { data: { retry_after: retryAfterSeconds } });
  }

  static forbidden(): AppError {
    return new AppError('auth.forbidden', 403, 403);
  }

  static conflict(key: MessageKey): AppError {
    return new AppError(key, EnvelopeCode.okOrRefused, 409);
  }
}
