import { useEffect } from 'react';
import { selectRedUp, selectTheme } from '../shared/settings/settings.slice';
import { useAppSelector } from '../shared/store/hooks';

// Theme and up/down colours are CSS variables switched by attributes on <html>.
export const PreferencesEffects = () => {
  const theme = useAppSelector(selectTheme);
  const redUp = useAppSelector(selectRedUp);
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.dataset.updown = redUp ? 'red-up' : 'green-up';
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'dark' ? '#0e1217' : '#ffffff');
  }, [theme, redUp]);
  return null;
};
