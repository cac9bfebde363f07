import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormFields } from '../../shared/form/use-form-fields';
import { useSecurityStateQuery, useSetAntiPhishingPhraseMutation } from '../../shared/security/security.api';
import { Button, SubmitButton } from '../../shared/ui/button';
import { Page } from '../../shared/ui/page';
import { TextField } from '../../shared/ui/text-field';
import { TradePasswordField } from '../../shared/ui/trade-password-field';
import { newTradePassword } from '../../shared/validation/rules';

const PHRASE_MAX = 20;

// A phrase of the customer's own at the top of every e-mail and text the platform sends: a message
// without it is not from us.
export const AntiPhishingPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const { data: security } = useSecurityStateQuery();
  const { values, bind, passes } = useFormFields({ phrase: '', trade_password: '' });
  const [save, { isLoading }] = useSetAntiPhishingPhraseMutation();

  const submit = async (phrase: string | null) => {
    const failures = {
      phrase: phrase !== null && (phrase.length === 0 || phrase.length > PHRASE_MAX) ? 'security.phraseRule' : undefined,
      trade_password: newTradePassword(values.trade_password) ?? undefined,
    };
    if (!passes(failures, form.current)) return;
    if ('data' in (await save({ phrase, trade_password: values.trade_password }))) navigate('/security', { replace: true });
  };

  return (
    <Page title={t('security.phraseTitle')} narrow>
      <p className="page__lead">{t('security.phraseLead')}</p>
      {security?.antiPhishingPhrase && (
        <p className="notice notice--info" data-testid="current-phrase">
          {t('security.phraseCurrent', { phrase: security.antiPhishingPhrase })}
        </p>
      )}
      <form
        ref={form}
        className="form"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void submit(values.phrase.trim());
        }}
      >
        <TextField
          {...bind('phrase')}
          label={t('security.phrase')}
          hint={t('security.phraseRule')}
          maxLength={PHRASE_MAX}
          autoComplete="off"
        />
        <TradePasswordField {...bind('trade_password')} />
        <SubmitButton busy={isLoading}>{t('profile.save')}</SubmitButton>
        {security?.antiPhishingPhrase && (
          <Button variant="ghost" block disabled={isLoading} onClick={() => void submit(null)}>
            {t('security.phraseClear')}
          </Button>
        )}
      </form>
    </Page>
  );
};
