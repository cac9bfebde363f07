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
import { SubmitButton } from '../../shared/ui/button';
import { Page } from '../../shared/ui/page';
import { accountCodePasswordBody, validateAccountCodePassword } from '../../shared/validation/account-form';
import { type AccountType } from '../../shared/validation/rules';
import { CodeField } from '../../shared/verification-code/code-field';
import { useResetPasswordMutation } from './password.api';
import { NewPasswordFields } from '../../shared/account-input/new-password-fields';

// Also the "change login password by code" screen (SPEC section 2: /forgetpwd?type=changepwd).
export const ForgetPasswordPage = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const language = useAppSelector(selectLanguage);
  const form = useRef<HTMLFormElement>(null);
  const [type, setType] = useState<AccountType>('email');
  const { values, setValue, setErrors, bind, passes } = useFormFields({
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
    if (!passes(failures, form.current)) return;
    const result = await resetPassword(accountCodePasswordBody(type, values));
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
        <NewPasswordFields password={bind('password')} password2={bind('password2')} labels={{ password: t('password.newPassword'), password2: t('password.confirmPassword') }} />
        <SubmitButton busy={isLoading}>{t('password.resetSubmit')}</SubmitButton>
      </form>
    </Page>
  );
};
