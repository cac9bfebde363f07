import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { toastShown } from '../../shared/notify/notify.slice';
import { endSession } from '../../shared/session/session.thunks';
import { useAppDispatch } from '../../shared/store/hooks';
import { SubmitButton } from '../../shared/ui/button';
import { Page } from '../../shared/ui/page';
import { TextField } from '../../shared/ui/text-field';
import { newLoginPassword } from '../../shared/validation/rules';
import { useUpdatePasswordMutation } from './password.api';
import { useNewPasswordForm } from './use-new-password-form';
import { NewPasswordFields } from '../../shared/account-input/new-password-fields';

export const EditPasswordPage = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [updatePassword, { isLoading }] = useUpdatePasswordMutation();
  const { form, bind, submit } = useNewPasswordForm('old_password', newLoginPassword, async (values) => {
    const result = await updatePassword({ type: 'login', ...values });
    // Success revokes every token; the server may say so itself with code 1000 and its own message.
    const revoked = 'error' in result && isApiError(result.error) && result.error.code === 1000;
    if ('error' in result && !revoked) return;
    dispatch(endSession());
    if (!revoked) dispatch(toastShown(t('password.changedLogInAgain'), 'success'));
    navigate('/login', { replace: true });
  });

  return (
    <Page title={t('password.editTitle')} narrow>
      <form ref={form} className="form" onSubmit={submit} noValidate>
        <TextField {...bind('old_password')} type="password" label={t('password.oldPassword')} autoComplete="current-password" />
        <NewPasswordFields password={bind('password')} password2={bind('password2')} labels={{ password: t('password.newPassword'), password2: t('password.confirmPassword') }} />
        <p className="form__hint">{t('password.editNotice')}</p>
        <SubmitButton busy={isLoading}>{t('password.editSubmit')}</SubmitButton>
      </form>
      <p className="form__footer">
        <Link to="/forgetpwd?type=changepwd">{t('password.useCodeInstead')}</Link>
      </p>
    </Page>
  );
};
