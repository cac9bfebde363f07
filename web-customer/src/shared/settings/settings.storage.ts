import { isLanguageKey, languageFromBrowser, type LanguageKey } from '../i18n/languages';

export type Theme = 'dark' | 'light';
// 'auto' follows the language: red up for Chinese, Japanese and Korean readers, green up otherwise.
export type UpDownChoice = 'auto' | 'green-up' | 'red-up';

export interface SettingsState {
  language: LanguageKey;
  theme: Theme;
  upDown: UpDownChoice;
}

export const SETTINGS_STORAGE_KEY = 'meridian.settings';
// The chosen language, for the platform to pick the page it sends (services/platform/src/first-screens.ts).
export const LANGUAGE_COOKIE = 'meridian.lang';

const parse = (raw: string | null): Partial<Record<keyof SettingsState, unknown>> => {
  try {
    const value: unknown = raw ? JSON.parse(raw) : {};
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
};

export const readSettings = (storage: Storage, browserLanguages: readonly string[]): SettingsState => {
  const stored = parse(storage.getItem(SETTINGS_STORAGE_KEY));
  return {
    language: isLanguageKey(stored.language) ? stored.language : languageFromBrowser(browserLanguages),
    theme: stored.theme === 'light' ? 'light' : 'dark',
    upDown: stored.upDown === 'green-up' || stored.upDown === 'red-up' ? stored.upDown : 'auto',
  };
};

export const writeSettings = (storage: Storage, settings: SettingsState) =>
  storage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
