import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import { languageOf } from '../../shared/i18n/languages';
import { selectLanguage, selectTheme, selectUpDownChoice, themeChanged, upDownChanged } from '../../shared/settings/settings.slice';
import type { UpDownChoice } from '../../shared/settings/settings.storage';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { MenuLink } from '../../shared/ui/menu-link';
import { Card } from '../../shared/ui/card';

const UP_DOWN_CHOICES: readonly UpDownChoice[] = ['auto', 'green-up', 'red-up'];

export const PreferencesSection = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);
  const upDown = useAppSelector(selectUpDownChoice);
  const language = useAppSelector(selectLanguage);
  const upDownId = useId();
  const themeId = useId();
  const dark = theme === 'dark';
  const format = useFormat();

  return (
    <Card titleId="preferences-title" title={t('userCentre.preferences')}>
      <ul className="menu">
        <MenuLink to="/language" label={t('userCentre.language')} value={languageOf(language).nativeName} testId="language-link" />
        <li className="menu__item">
          <span id={themeId}>{t('userCentre.darkTheme')}</span>
          <button
            type="button"
            role="switch"
            aria-checked={dark}
            aria-labelledby={themeId}
            className="switch"
            data-testid="theme-toggle"
            onClick={() => dispatch(themeChanged(dark ? 'light' : 'dark'))}
          >
            <span className="switch__thumb" />
          </button>
        </li>
        <li className="menu__item">
          <label htmlFor={upDownId}>{t('userCentre.upDown')}</label>
          <select id={upDownId} className="select" value={upDown} onChange={(event) => dispatch(upDownChanged(event.target.value as UpDownChoice))}>
            {UP_DOWN_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`userCentre.upDownChoice.${choice}`)}
              </option>
            ))}
          </select>
        </li>
      </ul>
      <p className="updown-sample" aria-hidden="true">
        <span className="price-up">▲ +{format.rate('0.0125')}</span>
        <span className="price-down">▼ −{format.rate('0.008')}</span>
      </p>
    </Card>
  );
};
