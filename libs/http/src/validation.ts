import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { AppError } from './app-error';
import { BodyRefused, MAX_JSON_DEPTH } from './body-guard';
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

/** Whether any text in a parsed body holds a NUL character, which no PostgreSQL text or jsonb value can. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > MAX_JSON_DEPTH) return false;
  for (const [key, item] of Object.entries(value)) if (key.includes('\u0000') || holdsNul(item, depth + 1)) return true;
  return false;
}

/**
 * Refuses a NUL in a body whatever parsed it. A JSON body is refused on its raw bytes before it is
 * parsed (body-guard.ts); a form's or a multipart upload's text fields are parsed by others
 * (urlencoded, multer) and reach the routes only through here, where a NUL had gone on to the event
 * store and failed there as a 500.
 */
class PlatformValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && holdsNul(value)) throw new BodyRefused('entity.nul.char');
    return super.transform(value, metadata);
  }
}

/**
 * DTO constraints carry message keys (`@IsNotEmpty({ message: 'account.required' })`); the first
 * failing one becomes the customer's message, its `{field}` the property that failed and its other
 * placeholders the constraint's `context` (`{ message: 'profile.nicknameLength', context: { max: 20 } }`).
 * Unknown fields are dropped, wrong types refused, and a NUL in any text of a body refused.
 */
export function createValidationPipe(): ValidationPipe {
  return new PlatformValidationPipe({
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

/**
 * class-validator finds a class's rules by testing every registered class with `instanceof` on every
 * check (typestack/class-validator#2686): with about 150 request DTOs, half of an order's DTO check
 * (about 28 µs of CPU a check before, 15 µs after).
 * A class's rules, its own and its parents', are all registered when the class is defined, before it
 * can be checked, and a class defined later adds only its own; so the answer for a class and the
 * same options is kept. Kept per class in a WeakMap and per option set beside it.
 */
function rememberRuleLookups(): void {
  const storage = getMetadataStorage();
  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  const remembered = new WeakMap<object, Map<string, ReturnType<typeof lookUp>>>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}\n${always}\n${strictGroups}\n${groups?.join('\n') ?? ''}`;
    let forTarget = remembered.get(target);
    if (!forTarget) remembered.set(target, (forTarget = new Map()));
    let rules = forTarget.get(key);
    if (!rules) forTarget.set(key, (rules = lookUp(target, schema, always, strictGroups, groups)));
    return rules;
  };
}

rememberRuleLookups();
const bodyPipe = createValidationPipe();

/**
 * The same DTO check for a body that did not come through Nest's pipeline (the order gateway's
 * direct routes): the same constraints, the same error, the same class instance out.
 */
export async function validateBody<T extends object>(dto: new () => T, body: unknown): Promise<T> {
  return (await bodyPipe.transform(body ?? {}, { type: 'body', metatype: dto })) as T;
}
