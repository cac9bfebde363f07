import { switchLanguage } from '../i18n/i18n';
import type { LanguageKey } from '../i18n/languages';
import type { AppThunkDispatch } from '../store/hooks';
import { languageChanged } from './settings.slice';

// The bundle loads before the state changes, so no screen renders keys without their text. If it
// cannot load (offline), the current language simply stays.
export const chooseLanguage = (key: LanguageKey) => async (dispatch: AppThunkDispatch) => {
  try {
    await switchLanguage(key);
  } catch (cause) {
    console.error(`[i18n] could not load language ${key}`, cause);
    return;
  }
  dispatch(languageChanged(key));
};
