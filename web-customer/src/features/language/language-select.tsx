import { useTranslation } from 'react-i18next';
import { isLanguageKey, LANGUAGES } from '../../shared/i18n/languages';
import { selectLanguage } from '../../shared/settings/settings.slice';
import { chooseLanguage } from '../../shared/settings/settings.thunks';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { HiddenLabelSelect } from '../../shared/ui/hidden-label-select';

// Each language is named in its own script, so a reader finds theirs whatever is shown now.
export const LanguageSelect = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  return (
    <HiddenLabelSelect
      label={t('language.label')}
      className="select select--compact"
      data-testid="language-select"
      value={language}
      onChange={(event) => {
        if (isLanguageKey(event.target.value)) void dispatch(chooseLanguage(event.target.value));
      }}
    >
      {LANGUAGES.map(({ key, nativeName, locale }) => (
        <option key={key} value={key} lang={locale}>
          {nativeName}
        </option>
      ))}
    </HiddenLabelSelect>
  );
};
