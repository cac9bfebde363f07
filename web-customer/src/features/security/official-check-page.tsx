import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiModel } from '@meridian/contracts';
import { api } from '../../shared/api/api';
import { SubmitButton } from '../../shared/ui/button';
import { Page } from '../../shared/ui/page';
import { TextField } from '../../shared/ui/text-field';

type ChannelCheck = ApiModel<'OfficialChannelResponseDto'>;

const officialApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkChannel: build.query<ChannelCheck, string>({
      query: (value) => ({ url: 'api/v1/official-channels/check', params: { value } }),
    }),
  }),
});

// /verificationCode (open to anyone): was that e-mail, text, site or account really us?
export const OfficialCheckPage = () => {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [check, { data, isFetching, originalArgs }] = officialApi.useLazyCheckChannelQuery();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (value.length < 2) {
      setError('official.required');
      return;
    }
    setError(undefined);
    void check(value);
  };

  const shown = data && originalArgs === typed.trim() ? data : null;
  return (
    <Page title={t('official.title')} narrow>
      <p className="page__lead">{t('official.lead')}</p>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          name="value"
          label={t('official.label')}
          placeholder={t('official.placeholder')}
          value={typed}
          error={error}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
        />
        <SubmitButton busy={isFetching}>{t('official.check')}</SubmitButton>
      </form>
      {shown && (
        <section
          className={`card official-result official-result--${shown.official ? 'yes' : 'no'}`}
          role="status"
          data-testid="official-result"
          data-official={shown.official}
        >
          <p className="official-result__verdict">
            {shown.official ? t('official.yes', { value: shown.normalised }) : t('official.no', { value: shown.normalised })}
          </p>
          <p className="muted">{shown.official ? t('official.yesAdvice') : t('official.noAdvice')}</p>
        </section>
      )}
    </Page>
  );
};
