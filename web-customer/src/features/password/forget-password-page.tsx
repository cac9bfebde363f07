import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AccountFields } from '../../shared/account-input/account-fields';
import { defaultAreaCode } from '../../shared/account-input/area-codes';
import { focusFirstInvalid, useFormFields } from '../../shared/form/use-form-fields';
import { toastShown } from '../../shared/notify/notify.slice';
import { endSession } from '../../shared/session/session.thunks';
import { selectLanguage } from '../../shared/settings/settings.slice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { Button } from '../../shared/ui/button';
import { Page } from '../../shared/ui/page';
import { TextField } from '../../shared/ui/text-field';
import { validateAccountCodePassword } from '../../shared/validation/account-form';
import { hasFailures, PASSWORD_MAX, PASSWORD_MIN, type AccountType } from '../../shared/validation/rules';
import { CodeField } from '../../shared/verification-code/code-field';
import { useResetPasswordMutation } from './password.api';

// Also the "change login password by code" screen (SPEC section 2: /forgetpwd?type=changepwd).
export const ForgetPasswordPage = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const language = useAppSelector(selectLanguage);
  const form = useRef<HTMLFormElement>(null);
  const [type, setType] = useState<AccountType>('email');
  const { values, setValue, setErrors, bind } = useFormFields({
    area_code: defaultAreaCode(language),
    account: '',
    code: '',
    password: '',
    password2: '',
  });
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const changing = search.get('type') === 'changepwd';

  const markAccount = (failure: string) => {
    setErrors((current) => ({ ...current, account: failure }));
    focusFirstInvalid(form.current);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failures = validateAccountCodePassword(type, values);
    setErrors(failures);
    if (hasFailures(failures)) {
      focusFirstInvalid(form.current);
      return;
    }
    const result = await resetPassword({
      type,
      account: values.account.trim(),
      area_code: type === 'phone' ? values.area_code : undefined,
      code: values.code.trim(),
      password: values.password,
      password2: values.password2,
    });
    if ('error' in result) return;
    // The old password no longer opens any session, so none is kept here either.
    dispatch(endSession());
    dispatch(toastShown(t('password.resetDone'), 'success'));
    navigate('/login', { replace: true });
  };

  return (
    <Page title={changing ? t('password.changeTitle') : t('password.forgetTitle')} narrow>
      <p className="page__lead">{t('password.forgetLead')}</p>
      <form ref={form} className="form" onSubmit={submit} noValidate>
        <AccountFields
          type={type}
          onTypeChange={(next) => {
            setType(next);
            setValue('account', '');
          }}
          areaCode={bind('area_code')}
          account={bind('account')}
        />
        <CodeField {...bind('code')} target={{ type, account: values.account, area_code: values.area_code }} scene="reset" onInvalidAccount={markAccount} />
        <TextField
          {...bind('password')}
          type="password"
          label={t('password.newPassword')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          hint={t('register.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        />
        <TextField {...bind('password2')} type="password" label={t('password.confirmPassword')} autoComplete="new-password" maxLength={PASSWORD_MAX} />
        <Button type="submit" block busy={isLoading}>
          {t('password.resetSubmit')}
        </Button>
      </form>
    </Page>
  );
};
