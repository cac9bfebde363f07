import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { focusFirstInvalid, useFormFields } from '../../shared/form/use-form-fields';
import { toastShown } from '../../shared/notify/notify.slice';
import { endSession } from '../../shared/session/session.thunks';
import { useAppDispatch } from '../../shared/store/hooks';
import { Button } from '../../shared/ui/button';
import { Page } from '../../shared/ui/page';
import { TextField } from '../../shared/ui/text-field';
import { firstFailure, hasFailures, newLoginPassword, requirePassword, sameAs, PASSWORD_MAX, PASSWORD_MIN } from '../../shared/validation/rules';
import { useUpdatePasswordMutation } from './password.api';

export const EditPasswordPage = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const { values, setErrors, bind } = useFormFields({ old_password: '', password: '', password2: '' });
  const [updatePassword, { isLoading }] = useUpdatePasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failures = {
      old_password: firstFailure(values.old_password, requirePassword) ?? undefined,
      password: firstFailure(values.password, newLoginPassword) ?? undefined,
      password2: firstFailure(values.password2, requirePassword, sameAs(values.password)) ?? undefined,
    };
    setErrors(failures);
    if (hasFailures(failures)) {
      focusFirstInvalid(form.current);
      return;
    }
    const result = await updatePassword({ type: 'login', ...values });
    // Success revokes every token; the server may say so itself with code 1000 and its own message.
    const revoked = 'error' in result && isApiError(result.error) && result.error.code === 1000;
    if ('error' in result && !revoked) return;
    dispatch(endSession());
    if (!revoked) dispatch(toastShown(t('password.changedLogInAgain'), 'success'));
    navigate('/login', { replace: true });
  };

  return (
    <Page title={t('password.editTitle')} narrow>
      <form ref={form} className="form" onSubmit={submit} noValidate>
        <TextField {...bind('old_password')} type="password" label={t('password.oldPassword')} autoComplete="current-password" />
        <TextField
          {...bind('password')}
          type="password"
          label={t('password.newPassword')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          hint={t('register.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        />
        <TextField {...bind('password2')} type="password" label={t('password.confirmPassword')} autoComplete="new-password" maxLength={PASSWORD_MAX} />
        <p className="form__hint">{t('password.editNotice')}</p>
        <Button type="submit" block busy={isLoading}>
          {t('password.editSubmit')}
        </Button>
      </form>
      <p className="form__footer">
        <Link to="/forgetpwd?type=changepwd">{t('password.useCodeInstead')}</Link>
      </p>
    </Page>
  );
};
