import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { AppError } from './app-error';
import type { MessageKey } from './i18n/message-keys';

/** A key in a path: letters and digits first, then letters, digits, `.`, `_`, `:` and `-`, at most 128 in all. */
const PATH_KEY = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/**
 * A path parameter that names something by key rather than by UUID: a symbol (`BTCUSDT`), a coin, a
 * product or fund id (`custody-7d`), a deposit channel (`USDT-TRC20`), a settings record (`default`), a
 * spot order (`mm:BTCUSDT:12:0`). Anything else (a quote, a NUL, 300 characters) is refused before the
 * handler, in the caller's language, and never looked up: with "<name> is not valid", or with `message`
 * where the route has better words (what a new product id must look like). Used as an instance,
 * `@Param('symbol', new PathKeyPipe())`, like Nest's `ParseUUIDPipe` for UUIDs;
 * `test/architecture/input-dtos.spec.ts` fails on a path parameter with no pipe.
 */
export class PathKeyPipe implements PipeTransform<unknown, string> {
  constructor(private readonly message?: MessageKey) {}

  transform(value: unknown, metadata: ArgumentMetadata): string {
    if (typeof value === 'string' && PATH_KEY.test(value)) return value;
    throw this.message ? AppError.badInput(this.message) : AppError.badInput('field.invalid', { field: metadata.data ?? 'id' });
  }
}
