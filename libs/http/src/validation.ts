import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError } from './app-error';
import { en } from './i18n/en';
import type { MessageKey } from './i18n/message-keys';

function firstConstraint(errors: ValidationError[]): { property: string; message: string } | null {
  for (const error of errors) {
    const message = Object.values(error.constraints ?? {})[0];
    if (message) return { property: error.property, message };
    const nested = firstConstraint(error.children ?? []);
    if (nested) return nested;
  }
  return null;
}

/**
 * DTO constraints carry message keys (`@IsNotEmpty({ message: 'account.required' })`); the first
 * failing one becomes the customer's message. Unknown fields are dropped, wrong types refused.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const first = firstConstraint(errors);
      if (first && first.message in en) return AppError.badInput(first.message as MessageKey);
      return AppError.badInput('field.invalid', { field: first?.property ?? 'input' });
    },
  });
}

const bodyPipe = createValidationPipe();

/**
 * The same DTO check for a body that did not come through Nest's pipeline (the order gateway's
 * direct routes): the same constraints, the same error, the same class instance out.
 */
export async function validateBody<T extends object>(dto: new () => T, body: unknown): Promise<T> {
  return (await bodyPipe.transform(body ?? {}, { type: 'body', metatype: dto })) as T;
}
