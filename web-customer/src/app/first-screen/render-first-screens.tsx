import { LANGUAGES, type LanguageKey } from '../../shared/i18n/languages';
import { SETTINGS_STORAGE_KEY } from '../../shared/settings/settings.storage';
import { FIRST_SCREENS, type FirstScreen } from './first-screens';
import { VisitorStorage } from './visitor-storage';

export { DEFAULT_LANGUAGE, KEY_BY_PRIMARY_TAG, LANGUAGES, TRADITIONAL_CHINESE_TAG } from '../../shared/i18n/languages';
export { FIRST_SCREENS } from './first-screens';
export { LANGUAGE_COOKIE } from '../../shared/settings/settings.storage';

// Run at build time in Node (web-customer/scripts/build.mjs), never in a browser: each first screen a
// visitor opens from a link, in each language, drawn by the app's own components with no session and
// no data yet (what the app itself shows while its first answers are on their way). The platform sends
// the variant for the reader's language inside index.html, so the page paints before any script has
// run; the app takes over once its screen is ready (layout/first-screen-hand-off.tsx).

export interface RenderedFirstScreen {
  language: LanguageKey;
  screen: FirstScreen['name'];
  title: string;
  html: string;
}

const visitIn = (language: LanguageKey) => {
  const storage = new VisitorStorage();
  storage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ language }));
  Object.assign(globalThis, { localStorage: storage, navigator: { languages: [] } });
};

export const renderFirstScreens = async (): Promise<RenderedFirstScreen[]> => {
  // The app's modules read the browser's storage as they load: a visitor's, before they are imported.
  visitIn('en');
  const { initI18n, switchLanguage, translate } = await import('../../shared/i18n/i18n');
  const { drawFirstScreen } = await import('./draw-first-screen');
  await initI18n('en');
  const rendered: RenderedFirstScreen[] = [];
  for (const { key: language } of LANGUAGES) {
    await switchLanguage(language);
    for (const screen of FIRST_SCREENS) {
      visitIn(language);
      rendered.push({ language, screen: screen.name, title: translate('app.title'), html: drawFirstScreen(screen) });
    }
  }
  return rendered;
};
