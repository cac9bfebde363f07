import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../shared/i18n/languages';
import { selectLanguage } from '../../shared/settings/settings.slice';
import { chooseLanguage } from '../../shared/settings/settings.thunks';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { Page } from '../../shared/ui/page';

export const LanguagePage = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  return (
    <Page title={t('language.title')} narrow>
      <fieldset className="card choice-list">
        <legend className="visually-hidden">{t('language.label')}</legend>
        {LANGUAGES.map(({ key, nativeName, locale }) => (
          <label key={key} className="choice-list__item">
            <input type="radio" name="lang" value={key} checked={language === key} onChange={() => void dispatch(chooseLanguage(key))} />
            <span lang={locale}>{nativeName}</span>
            {language === key && <span className="choice-list__check" aria-hidden="true">✓</span>}
          </label>
        ))}
      </fieldset>
    </Page>
  );
};
