import type { MessageKey } from './message-keys';
import { translate, type Lang } from './translate';

/**
 * A sentence of the catalogue, not yet in any language: its key and its parameters. What a service
 * keeps for a customer or staff member to read later (a record's description, a contract's terms)
 * is kept this way, and only the edge that knows the reader's language writes it out (`say`). A
 * parameter may itself be words (an account's name inside a transfer's description).
 */
export interface Words {
  readonly key: MessageKey;
  readonly params: Readonly<Record<string, string | number | Words>>;
}

/** `words('record.depositOn', { coin, chain })`: the form the catalogue test finds in code and checks. */
export const words = (key: MessageKey, params: Record<string, string | number | Words> = {}): Words => ({ key, params });

/** The words in `lang`, every parameter that is words itself written in `lang` too. */
export function say(lang: Lang, what: Words): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(what.params)) params[name] = typeof value === 'object' ? say(lang, value) : value;
  return translate(lang, what.key, params);
}
