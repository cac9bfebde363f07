import { HttpException, HttpStatus } from '@nestjs/common';
import { DomainError } from '@meridian/decider';
import { WrongExpectedVersionError } from '@meridian/eventstore';
import { AppError } from './app-error';
import { isDependencyUnavailable } from './dependency-unavailable';
import { EnvelopeCode, type Envelope } from './envelope';
import type { MessageKey } from './i18n/message-keys';
import { translate, type Lang } from './i18n/translate';

export interface ErrorAnswer {
  httpStatus: number;
  body: Envelope;
}

/** Turns any thrown value into the answer the customer reads, in their language; never a stack trace. */
export function errorAnswer(error: unknown, lang: Lang): ErrorAnswer {
  if (error instanceof DomainError) return errorAnswer(refusalOf(error), lang);
  if (error instanceof AppError) {
    return {
      httpStatus: error.httpStatus,
      body: {
        code: error.envelopeCode,
        message: translate(lang, error.key, error.params),
        title: '',
        time: error.extra.time ?? 0,
        data: (error.extra.data ?? null) as Envelope['data'],
        event: error.extra.event ?? null,
      },
    };
  }
  if (error instanceof WrongExpectedVersionError || (error as Error | null)?.name === 'WrongExpectedVersionError') {
    // The command handler retried its conflicting append and still lost the race: the client may try again.
    return { httpStatus: HttpStatus.CONFLICT, body: { code: EnvelopeCode.okOrRefused, message: translate(lang, 'request.busy'), title: '', time: 0, data: null, event: null } };
  }
  if (isDependencyUnavailable(error)) {
    // Overloaded or restarting, not broken: the same request (under the same request id) may be sent again.
    return { httpStatus: HttpStatus.SERVICE_UNAVAILABLE, body: { code: HttpStatus.SERVICE_UNAVAILABLE, message: translate(lang, 'request.unavailable'), title: '', time: 0, data: null, event: null } };
  }
  const status = error instanceof HttpException ? error.getStatus() : statusOfMiddlewareError(error);
  const key =
    status === HttpStatus.NOT_FOUND
      ? 'request.notFound'
      : status === HttpStatus.PAYLOAD_TOO_LARGE
        ? 'request.tooLarge'
        : typeOf(error) === 'entity.too.deep'
          ? 'request.tooDeep'
          : isMalformedJson(error)
            ? 'request.malformedJson'
            : status < 500
              ? 'request.invalid'
              : 'request.error';
  const code = status === HttpStatus.BAD_REQUEST ? EnvelopeCode.okOrRefused : status;
  return { httpStatus: status, body: { code, message: translate(lang, key), title: '', time: 0, data: null, event: null } };
}

/**
 * A decider's refusal as the customer reads it: its code is a message key of `i18n`; a missing object
 * (`<context>.notFound`) answers 404, every other refusal is bad input and changes nothing.
 */
export function refusalOf(error: DomainError): AppError {
  const key = error.code as MessageKey;
  return error.code.endsWith('.notFound') ? new AppError(key, 404, 404, error.params) : AppError.badInput(key, error.params);
}

function statusOfMiddlewareError(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

function typeOf(error: unknown): string | undefined {
  const type = (error as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : undefined;
}

function isMalformedJson(error: unknown): boolean {
  const type = typeOf(error);
  if (type === 'entity.parse.failed') return true;
  if (error instanceof HttpException) {
    const cause = (error as { cause?: { type?: string } }).cause;
    return cause?.type === 'entity.parse.failed' || /JSON/i.test(error.message);
  }
  return false;
}
