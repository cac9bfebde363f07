import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError } from './app-error';
import { en } from './i18n/en';
import type { MessageKey } from './i18n/message-keys';

type Params = Record<string, string | number>;

function firstConstraint(errors: ValidationError[]): { property: string; message: string; context: Params } | null {
  for (const error of errors) {
    const [constraint, message] = Object.entries(error.constraints ?? {})[0] ?? [];
    if (constraint && message) return { property: error.property, message, context: (error.contexts?.[constraint] ?? {}) as Params };
    const nested = firstConstraint(error.children ?? []);
    if (nested) return nested;
  }
  return null;
}

/**
 * DTO constraints carry message keys (`@IsNotEmpty({ message: 'account.required' })`); the first
 * failing one becomes the customer's message, its `{field}` the property that failed and its other
 * placeholders the constraint's `context` (`{ message: 'profile.nicknameLength', context: { max: 20 } }`).
 * Unknown fields are dropped, wrong types refused.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const first = firstConstraint(errors);
      // A DTO's own key is given the field it failed on, for the messages that name it ("{field} is not valid").
      if (first && first.message in en) return AppError.badInput(first.message as MessageKey, { field: first.property, ...first.context });
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
