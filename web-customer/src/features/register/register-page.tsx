import { useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AccountFields } from '../../shared/account-input/account-fields';
import { defaultAreaCode } from '../../shared/account-input/area-codes';
import { focusFirstInvalid, useFormFields } from '../../shared/form/use-form-fields';
import { startSession } from '../../shared/session/session.thunks';
import { selectLanguage } from '../../shared/settings/settings.slice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { SubmitButton } from '../../shared/ui/button';
import { CheckboxField } from '../../shared/ui/checkbox-field';
import { Page } from '../../shared/ui/page';
import { TextField } from '../../shared/ui/text-field';
import { accountCodePasswordBody, validateAccountCodePassword } from '../../shared/validation/account-form';
import type { AccountType } from '../../shared/validation/rules';
import { CodeField } from '../../shared/verification-code/code-field';
import { useRegisterMutation } from './register.api';
import { UserAgreementSheet } from './user-agreement-sheet';
import { NewPasswordFields } from '../../shared/account-input/new-password-fields';

export const RegisterPage = () => {
  const { t } = useTranslation();
  const [reading, setReading] = useState(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const language = useAppSelector(selectLanguage);
  const form = useRef<HTMLFormElement>(null);
  const [type, setType] = useState<AccountType>('phone');
  const { values, setValue, errors, setErrors, bind, passes } = useFormFields({
    area_code: defaultAreaCode(language),
    account: '',
    code: '',
    password: '',
    password2: '',
    invite_code: search.get('invite_code') ?? search.get('code') ?? '',
    agree: '',
  });
  const [register, { isLoading }] = useRegisterMutation();

  const changeType = (next: AccountType) => {
    setType(next);
    setValue('account', '');
  };

  const markAccount = (failure: string) => {
    setErrors((current) => ({ ...current, account: failure }));
    focusFirstInvalid(form.current);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failures = { ...validateAccountCodePassword(type, values), agree: values.agree ? undefined : 'validation.agreement' };
    if (!passes(failures, form.current)) return;
    const result = await register({
      ...accountCodePasswordBody(type, values),
      invite_code: values.invite_code.trim() || undefined,
      agree: 1,
    });
    if ('data' in result && result.data) {
      dispatch(startSession(result.data));
      navigate('/', { replace: true });
    }
  };

  return (
    <Page title={t('register.title')} narrow>
      <p className="page__lead">{t('register.lead')}</p>
      <form ref={form} className="form" onSubmit={submit} noValidate>
        <AccountFields type={type} onTypeChange={changeType} areaCode={bind('area_code')} account={bind('account')} />
        <CodeField {...bind('code')} target={{ type, account: values.account, area_code: values.area_code }} scene="register" onInvalidAccount={markAccount} />
        <NewPasswordFields password={bind('password')} password2={bind('password2')} labels={{ password: t('register.password'), password2: t('register.password2') }} />
        <TextField {...bind('invite_code')} label={t('register.inviteCode')} autoComplete="off" />
        <CheckboxField name="agree" checked={values.agree === '1'} onChange={(checked) => setValue('agree', checked ? '1' : '')} error={errors.agree}>
          <Trans
            i18nKey="register.agree"
            components={{
              terms: (
                <button
                  type="button"
                  className="link-button"
                  onClick={(event) => {
                    // Inside the checkbox's label: open the agreement, leave the box as it is.
                    event.preventDefault();
                    setReading(true);
                  }}
                  data-testid="open-agreement"
                />
              ),
            }}
          />
        </CheckboxField>
        <UserAgreementSheet
          open={reading}
          onClose={() => setReading(false)}
          onAgree={() => {
            setValue('agree', '1');
            setReading(false);
          }}
        />
        <SubmitButton busy={isLoading}>{t('register.submit')}</SubmitButton>
      </form>
      <p className="form__footer">
        {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
      </p>
    </Page>
  );
};
