import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid, useFormFields } from '../../shared/form/use-form-fields';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { TextField } from '../../shared/ui/text-field';
import { authenticatorOrRecoveryCode } from '../../shared/validation/rules';
import { useDisableAuthenticatorMutation } from '../../shared/security/security.api';

// On: what it protects, and turning it off with a current code or a recovery code (a stolen session cannot).
export const AuthenticatorTurnOff = () => {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [disable, { isLoading }] = useDisableAuthenticatorMutation();
  const { values, setErrors, setValue, bind } = useFormFields({ code: '' });

  const review = (event: FormEvent) => {
    event.preventDefault();
    const failure = authenticatorOrRecoveryCode(values.code) ?? undefined;
    setErrors({ code: failure });
    if (failure) focusFirstInvalid(form.current);
    else setConfirming(true);
  };

  const turnOff = async () => {
    await disable({ code: values.code.trim() });
    setConfirming(false);
    setValue('code', '');
  };

  return (
    <div className="stack">
      <p className="status-line" data-testid="authenticator-status">
        <span className="dot dot--on" aria-hidden="true" />
        {t('security.authenticatorOn')}
      </p>
      <p className="page__lead">{t('security.protects')}</p>
      <section className="card" aria-labelledby="turn-off-title">
        <h2 id="turn-off-title" className="card__title">
          {t('security.turnOffTitle')}
        </h2>
        <form ref={form} className="form" onSubmit={review} noValidate>
          <TextField
            {...bind('code')}
            label={t('security.codeOrRecovery')}
            hint={t('security.codeOrRecoveryHint')}
            autoComplete="one-time-code"
            maxLength={9}
          />
          <Button type="submit" variant="danger" block>
            {t('security.turnOff')}
          </Button>
        </form>
      </section>
      <ConfirmDialog
        open={confirming}
        title={t('security.turnOffTitle')}
        confirmLabel={t('security.turnOff')}
        danger
        busy={isLoading}
        onConfirm={turnOff}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('security.turnOffWarning')}</p>
      </ConfirmDialog>
    </div>
  );
};
