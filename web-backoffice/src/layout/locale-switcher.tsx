import { useEffect, useState, type MouseEvent } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Language';
import { Button, Menu, MenuItem } from '@mui/material';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

// react-admin's own LocalesMenuButton has an empty aria-label; this one says what it is, shows each
// language in its own script and keeps <html lang> and the page title in step with the choice.
export const LocaleSwitcher = () => {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = translate('app.title');
  }, [locale, translate]);

  const current = languages.find((language) => language.locale === locale);
  const choose = (next: string) => () => {
    setLocale(next);
    setAnchor(null);
  };

  return (
    <>
      <Button
        color="inherit"
        aria-label={translate('app.locale.switch', { language: current?.name ?? locale })}
        aria-haspopup="menu"
        aria-controls={anchor ? 'locale-menu' : undefined}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {current?.name ?? locale}
      </Button>
      <Menu id="locale-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            lang={language.locale}
            selected={language.locale === locale}
            onClick={choose(language.locale)}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
