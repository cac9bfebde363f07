import { useEffect } from 'react';
import { selectLanguage, selectRedUp, selectTheme } from '../shared/settings/settings.slice';
import { LANGUAGE_COOKIE } from '../shared/settings/settings.storage';
import { useAppSelector } from '../shared/store/hooks';

// Theme and up/down colours are CSS variables switched by attributes on <html>. The language is also
// told to the platform, which sends the first screen drawn in it on the next visit (app/first-screen/).
export const PreferencesEffects = () => {
  const theme = useAppSelector(selectTheme);
  const redUp = useAppSelector(selectRedUp);
  const language = useAppSelector(selectLanguage);
  useEffect(() => {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }, [language]);
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.dataset.updown = redUp ? 'red-up' : 'green-up';
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'dark' ? '#0e1217' : '#ffffff');
  }, [theme, redUp]);
  return null;
};
