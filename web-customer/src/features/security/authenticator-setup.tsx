import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid, useFormFields } from '../../shared/form/use-form-fields';
import { AuthenticatorCodeField } from '../../shared/ui/authenticator-code-field';
import { Button } from '../../shared/ui/button';
import { CopyButton } from '../../shared/ui/copy-button';
import { QrCode } from '../../shared/ui/qr-code';
import { TextField } from '../../shared/ui/text-field';
import { authenticatorCode, firstFailure, hasFailures, requirePassword } from '../../shared/validation/rules';
import { useEnableAuthenticatorMutation, useSetUpAuthenticatorMutation } from '../../shared/security/security.api';

// Off: three steps. Get the app, scan the code (or type the secret), confirm with the code it shows
// and the login password (a stolen session alone cannot turn it on and lock the owner out).
export const AuthenticatorSetup = ({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) => {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [setUp, { data: setup, isLoading: starting }] = useSetUpAuthenticatorMutation();
  const [enable, { isLoading: enabling }] = useEnableAuthenticatorMutation();
  const { values, setErrors, setValue, bind } = useFormFields({ code: '', password: '' });

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const failures = { code: authenticatorCode(values.code) ?? undefined, password: firstFailure(values.password, requirePassword) ?? undefined };
    setErrors(failures);
    if (hasFailures(failures)) {
      focusFirstInvalid(form.current);
      return;
    }
    const result = await enable({ code: values.code.trim(), password: values.password });
    if ('data' in result && result.data) onEnabled(result.data.recoveryCodes);
    else setValue('code', '');
  };

  return (
    <div className="stack">
      <p className="status-line" data-testid="authenticator-status">
        <span className="dot dot--off" aria-hidden="true" />
        {t('security.authenticatorOff')}
      </p>
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
        <section className="card stack" aria-labelledby="authenticator-scan-title">
          <h2 id="authenticator-scan-title" className="card__title">
            {t('security.scanTitle')}
          </h2>
          <div className="centred">
            <QrCode text={setup.otpauthUri} label={t('security.qrLabel')} />
          </div>
          <div className="copy-row">
            <div className="copy-row__text">
              <span className="muted">{t('security.secret')}</span>
              <code className="mono break" data-testid="authenticator-secret">
                {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
              </code>
            </div>
            <CopyButton text={setup.secret} label={t('security.copySecret')} />
          </div>
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
            <Button type="submit" block busy={enabling}>
              {t('security.enable')}
            </Button>
          </form>
        </section>
      )}
    </div>
  );
};
