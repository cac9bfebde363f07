import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { asksSecondFactor } from '../../shared/api/api-error';
import { focusFirstInvalid, useFormFields } from '../../shared/form/use-form-fields';
import { returnPath, type LoginRedirectState } from '../../shared/session/login-redirect';
import { startSession } from '../../shared/session/session.thunks';
import type { Session } from '../../shared/session/user.types';
import { useAppDispatch } from '../../shared/store/hooks';
import { AuthenticatorCodeField } from '../../shared/ui/authenticator-code-field';
import { Button, SubmitButton } from '../../shared/ui/button';
import { FieldError } from '../../shared/ui/field-error';
import { Page } from '../../shared/ui/page';
import { TextField } from '../../shared/ui/text-field';
import { authenticatorCode } from '../../shared/validation/rules';
import { useCreateDemoMutation, useLoginMutation } from './auth.api';
import { AsideLink } from '../../shared/ui/aside-link';
import { WalletSignIn } from './wallet-sign-in';

const EMPTY_MESSAGE = 'validation.accountOrPasswordEmpty';

export const LoginPage = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const { values, errors, setErrors, setValue, bind } = useFormFields({ account: '', password: '', totp_code: '' });
  const [formError, setFormError] = useState<string>();
  // Set once the server answers that this account's authenticator app must confirm the login.
  const [codeAsked, setCodeAsked] = useState(false);
  const [login, { isLoading: loggingIn }] = useLoginMutation();
  const [createDemo, { isLoading: creatingDemo }] = useCreateDemoMutation();

  const sentByGuard = !!(location.state as LoginRedirectState | null)?.from;

  const enter = (session: Session) => {
    dispatch(startSession(session));
    navigate(returnPath(location.state, location.search), { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const account = values.account.trim();
    if (!account || !values.password) {
      setFormError(EMPTY_MESSAGE);
      setErrors({ account: account ? undefined : EMPTY_MESSAGE, password: values.password ? undefined : EMPTY_MESSAGE });
      focusFirstInvalid(form.current);
      return;
    }
    const codeFailure = codeAsked ? (authenticatorCode(values.totp_code) ?? undefined) : undefined;
    if (codeFailure) {
      setErrors({ totp_code: codeFailure });
      focusFirstInvalid(form.current);
      return;
    }
    setFormError(undefined);
    const result = await login({ account, password: values.password, ...(codeAsked ? { totp_code: values.totp_code.trim() } : {}) });
    if ('data' in result && result.data) enter(result.data);
    else if (asksSecondFactor(result.error)) {
      setCodeAsked(true);
      setValue('totp_code', '');
    }
  };

  const demo = async () => {
    const result = await createDemo();
    if ('data' in result && result.data) enter(result.data);
  };

  // Per-field messages would repeat the form-level one; the fields are only marked invalid.
  const field = (name: 'account' | 'password') => ({ ...bind(name), error: undefined, 'aria-invalid': errors[name] ? true : undefined });

  return (
    <Page title={t('login.title')} narrow back={false}>
      {sentByGuard && (
        <p className="notice notice--warning" role="status">
          {t('login.required')}
        </p>
      )}
      <p className="page__lead">{t('login.lead')}</p>
      <form ref={form} className="form" onSubmit={submit} noValidate>
        <TextField {...field('account')} label={t('login.account')} autoComplete="username" placeholder={t('login.accountPlaceholder')} />
        <TextField {...field('password')} type="password" label={t('login.password')} autoComplete="current-password" />
        {codeAsked && (
          <AuthenticatorCodeField
            {...bind('totp_code')}
            label={t('login.authenticatorCode')}
            hint={t('login.authenticatorHint')}
            autoFocus
            data-testid="login-totp"
          />
        )}
        <FieldError id="login-error" messageKey={formError} />
        <AsideLink to="/forgetpwd">{t('login.forgot')}</AsideLink>
        <SubmitButton busy={loggingIn} disabled={creatingDemo}>{t('login.submit')}</SubmitButton>
      </form>
      <div className="form__divider" role="separator">
        <span>{t('common.or')}</span>
      </div>
      <Button variant="secondary" block busy={creatingDemo} disabled={loggingIn} onClick={demo} data-testid="create-demo">
        {t('login.createDemo')}
      </Button>
      <p className="form__hint">{t('login.demoHint')}</p>
      <WalletSignIn onSession={enter} disabled={loggingIn || creatingDemo} />
      <p className="form__footer">
        {t('login.noAccount')} <Link to="/register">{t('login.register')}</Link>
      </p>
    </Page>
  );
};
