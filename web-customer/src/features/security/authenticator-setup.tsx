import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFields } from '../../shared/form/use-form-fields';
import { AuthenticatorCodeField } from '../../shared/ui/authenticator-code-field';
import { Button, SubmitButton } from '../../shared/ui/button';
import { CopyRow } from '../../shared/ui/copy-row';
import { QrCode } from '../../shared/ui/qr-code';
import { TextField } from '../../shared/ui/text-field';
import { authenticatorCode, firstFailure, requirePassword } from '../../shared/validation/rules';
import { useEnableAuthenticatorMutation, useSetUpAuthenticatorMutation } from '../../shared/security/security.api';
import { Card } from '../../shared/ui/card';
import { AuthenticatorStatus } from './authenticator-status';

// Off: three steps. Get the app, scan the code (or type the secret), confirm with the code it shows
// and the login password (a stolen session alone cannot turn it on and lock the owner out).
export const AuthenticatorSetup = ({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) => {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [setUp, { data: setup, isLoading: starting }] = useSetUpAuthenticatorMutation();
  const [enable, { isLoading: enabling }] = useEnableAuthenticatorMutation();
  const { values, setValue, bind, passes } = useFormFields({ code: '', password: '' });

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const failures = { code: authenticatorCode(values.code) ?? undefined, password: firstFailure(values.password, requirePassword) ?? undefined };
    if (!passes(failures, form.current)) return;
    const result = await enable({ code: values.code.trim(), password: values.password });
    if ('data' in result && result.data) onEnabled(result.data.recoveryCodes);
    else setValue('code', '');
  };

  return (
    <div className="stack">
      <AuthenticatorStatus on={false} />
      <p className="page__lead">{t('security.authenticatorLead')}</p>
      <ol className="steps">
        <li>{t('security.stepInstall')}</li>
        <li>{t('security.stepScan')}</li>
        <li>{t('security.stepConfirm')}</li>
      </ol>
      {!setup ? (
        <Button block busy={starting} onClick={() => setUp()} data-testid="authenticator-start">
          {t('security.start')}
        </Button>
      ) : (
        <Card className="stack" titleId="authenticator-scan-title" title={t('security.scanTitle')}>
          <div className="centred">
            <QrCode text={setup.otpauthUri} label={t('security.qrLabel')} />
          </div>
          <CopyRow
            label={t('security.secret')}
            text={setup.secret}
            shown={setup.secret.replace(/(.{4})/g, '$1 ').trim()}
            copyLabel={t('security.copySecret')}
            testId="authenticator-secret"
          />
          <p className="form__hint">{t('security.secretHint')}</p>
          <form ref={form} className="form" onSubmit={confirm} noValidate>
            <AuthenticatorCodeField {...bind('code')} label={t('security.code')} hint={t('security.codeHint')} />
            <TextField
              {...bind('password')}
              type="password"
              label={t('password.loginPasswordConfirm')}
              hint={t('security.passwordHint')}
              autoComplete="current-password"
            />
            <SubmitButton busy={enabling}>{t('security.enable')}</SubmitButton>
          </form>
        </Card>
      )}
    </div>
  );
};
