import { translate, type Lang, type MessageKey } from '@meridian/http';
import { POINT_VALUE_NOTES } from './domain/default-contract-terms';

/** Each note the terms record, by the catalogue sentence it stands for. */
const NOTE_KEYS: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  [POINT_VALUE_NOTES.usdt, 'contracts.pointValueUsdt'],
  [POINT_VALUE_NOTES.usd, 'contracts.pointValueUsd'],
  [POINT_VALUE_NOTES.usdJpy, 'contracts.pointValueUsdJpy'],
]);

/** A recorded point-value note in `lang`; a note the catalogue does not know (none is written today) as recorded. */
export function pointValueNoteIn(lang: Lang, note: string): string {
  const key = NOTE_KEYS.get(note);
  return key ? translate(lang, key) : note;
}

/** Terms, or what carries them (an instrument, a position's copy), as the reader reads them: the note in their language. */
export function termsIn<Terms extends { pointValueNote: string }>(lang: Lang, terms: Terms): Terms {
  return { ...terms, pointValueNote: pointValueNoteIn(lang, terms.pointValueNote) };
}

/** A position with the terms it opened under written in `lang`. */
export function positionIn<Position extends { terms: { pointValueNote: string } }>(lang: Lang, position: Position): Position {
  return { ...position, terms: termsIn(lang, position.terms) };
}
