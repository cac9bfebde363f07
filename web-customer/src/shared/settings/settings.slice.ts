import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { languageOf, type LanguageKey } from '../i18n/languages';
import { readSettings, type SettingsState, type Theme, type UpDownChoice } from './settings.storage';

const settingsSlice = createSlice({
  name: 'settings',
  initialState: () => readSettings(localStorage, navigator.languages),
  reducers: {
    languageChanged: (state, action: PayloadAction<LanguageKey>) => {
      state.language = action.payload;
    },
    themeChanged: (state, action: PayloadAction<Theme>) => {
      state.theme = action.payload;
    },
    upDownChanged: (state, action: PayloadAction<UpDownChoice>) => {
      state.upDown = action.payload;
    },
  },
});

export const settingsReducer = settingsSlice.reducer;
export const { languageChanged, themeChanged, upDownChanged } = settingsSlice.actions;

interface WithSettings {
  settings: SettingsState;
}

export const selectLanguage = (state: WithSettings) => state.settings.language;
export const selectTheme = (state: WithSettings) => state.settings.theme;
export const selectUpDownChoice = (state: WithSettings) => state.settings.upDown;

export const selectRedUp = (state: WithSettings): boolean => {
  const { upDown, language } = state.settings;
  return upDown === 'auto' ? languageOf(language).redUp : upDown === 'red-up';
};
