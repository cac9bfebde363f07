import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid, useFormFields } from '../../shared/form/use-form-fields';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog, useConfirmStep } from '../../shared/ui/confirm-dialog';
import { TextField } from '../../shared/ui/text-field';
import { authenticatorOrRecoveryCode } from '../../shared/validation/rules';
import { useDisableAuthenticatorMutation } from '../../shared/security/security.api';
import { Card } from '../../shared/ui/card';
import { AuthenticatorStatus } from './authenticator-status';

// On: what it protects, and turning it off with a current code or a recovery code (a stolen session cannot).
export const AuthenticatorTurnOff = () => {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const confirmation = useConfirmStep();
  const [disable, { isLoading }] = useDisableAuthenticatorMutation();
  const { values, setErrors, setValue, bind } = useFormFields({ code: '' });

  const review = (event: FormEvent) => {
    event.preventDefault();
    const failure = authenticatorOrRecoveryCode(values.code) ?? undefined;
    setErrors({ code: failure });
    if (failure) focusFirstInvalid(form.current);
    else confirmation.ask();
  };

  const turnOff = async () => {
    await disable({ code: values.code.trim() });
    confirmation.close();
    setValue('code', '');
  };

  return (
    <div className="stack">
      <AuthenticatorStatus on={true} />
      <p className="page__lead">{t('security.protects')}</p>
      <Card titleId="turn-off-title" title={t('security.turnOffTitle')}>
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
      </Card>
      <ConfirmDialog step={confirmation} title={t('security.turnOffTitle')} confirmLabel={t('security.turnOff')} danger busy={isLoading} onConfirm={turnOff}>
        <p>{t('security.turnOffWarning')}</p>
      </ConfirmDialog>
    </div>
  );
};
