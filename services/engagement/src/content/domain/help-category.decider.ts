import { DomainError, type Decider } from '@meridian/decider';
import { FALLBACK_LANGUAGE, isContentLanguage, type PerLanguage } from '../../shared/languages';

/** A category of the help centre: its name per language (English required) and its place in the list. */
export interface HelpCategoryState {
  categoryId: string | null;
  titles: PerLanguage<string>;
  position: number;
}

export type HelpCategoryEvent = {
  type: 'HelpCategorySaved';
  data: { categoryId: string; titles: PerLanguage<string>; position: number; staffId: string; at: string };
};
export type HelpCategoryCommand = {
  type: 'SaveHelpCategory';
  data: { categoryId: string; titles: PerLanguage<string>; position: number; staffId: string };
  metadata: { now: string };
};

export const helpCategoryStreamPrefix = 'help-category-';
export const helpCategoryStream = (categoryId: string) => `${helpCategoryStreamPrefix}${categoryId}`;

function checkTitles(titles: PerLanguage<string>): PerLanguage<string> {
  const checked: PerLanguage<string> = {};
  for (const [lang, title] of Object.entries(titles ?? {})) {
    if (!isContentLanguage(lang)) throw new DomainError('field.invalid', { field: 'lang' });
    const text = String(title ?? '').trim();
    if (!text) continue;
    if (text.length > 80 || /[<>]/.test(text)) throw new DomainError('field.invalid', { field: 'title' });
    checked[lang] = text;
  }
  if (!checked[FALLBACK_LANGUAGE]) throw new DomainError('content.englishRequired');
  return checked;
}

export const helpCategoryDecider: Decider<HelpCategoryCommand, HelpCategoryEvent, HelpCategoryState> = {
  initialState: () => ({ categoryId: null, titles: {}, position: 0 }),
  decide: (command, state) => {
    const { categoryId, position, staffId } = command.data;
    if (!Number.isInteger(position) || position < 0 || position > 10_000) throw new DomainError('field.invalid', { field: 'position' });
    const titles = checkTitles(command.data.titles);
    if (state.categoryId && JSON.stringify(titles) === JSON.stringify(state.titles) && position === state.position) return [];
    return [{ type: 'HelpCategorySaved', data: { categoryId, titles, position, staffId, at: command.metadata.now } }];
  },
  evolve: (_state, event) => ({ categoryId: event.data.categoryId, titles: event.data.titles, position: event.data.position }),
};
