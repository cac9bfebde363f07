import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AccountFields } from '../../shared/account-input/account-fields';
import { defaultAreaCode } from '../../shared/account-input/area-codes';
import { focusFirstInvalid, useFormFields } from '../../shared/form/use-form-fields';
import { useMeQuery } from '../../shared/session/me.api';
import { selectLanguage } from '../../shared/settings/settings.slice';
import { useAppSelector } from '../../shared/store/hooks';
import { SubmitButton } from '../../shared/ui/button';
import { Page } from '../../shared/ui/page';
import { TradePasswordField } from '../../shared/ui/trade-password-field';
import { newTradePassword, requireAccount, requireCode } from '../../shared/validation/rules';
import { CodeField } from '../../shared/verification-code/code-field';
import { useBindContactMutation } from './profile.api';

// /mobile and /email: bind one where there is none, or change it; a code goes to the new address and
// the trade password confirms that it is the customer asking.
export const BindContactPage = ({ channel }: { channel: 'phone' | 'email' }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useAppSelector(selectLanguage);
  const form = useRef<HTMLFormElement>(null);
  const { data: user } = useMeQuery();
  const { values, setErrors, bind, passes } = useFormFields({ area_code: defaultAreaCode(language), account: '', code: '', trade_password: '' });
  const [bindContact, { isLoading }] = useBindContactMutation();

  const current = channel === 'phone' ? user?.masked_phone : user?.masked_email;
  const noTradePassword = user !== undefined && user.transaction_password === 0;
  const titleKey =
    channel === 'phone' ? (current ? 'profile.changePhone' : 'profile.bindPhone') : current ? 'profile.changeEmail' : 'profile.bindEmail';

  const markAccount = (failure: string) => {
    setErrors((previous) => ({ ...previous, account: failure }));
    focusFirstInvalid(form.current);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failures = {
      account: requireAccount(channel)(values.account) ?? undefined,
      code: requireCode(values.code) ?? undefined,
      trade_password: newTradePassword(values.trade_password) ?? undefined,
    };
    if (!passes(failures, form.current)) return;
    const result = await bindContact({
      type: channel,
      account: values.account.trim(),
      area_code: channel === 'phone' ? values.area_code : undefined,
      code: values.code.trim(),
      trade_password: values.trade_password,
    });
    if ('data' in result) navigate('/info', { replace: true });
  };

  return (
    <Page title={t(titleKey)} narrow>
      {current && <p className="page__lead">{t('profile.currentAddress', { address: current })}</p>}
      {noTradePassword ? (
        <p className="notice notice--warning" role="alert">
          {t('profile.tradePasswordFirst')} <Link to="/bindmpwd">{t('withdraw.setTradePassword')}</Link>
        </p>
      ) : (
        <form ref={form} className="form" onSubmit={submit} noValidate data-testid="bind-contact-form">
          <AccountFields type={channel} onTypeChange={() => undefined} areaCode={bind('area_code')} account={bind('account')} fixedType />
          <CodeField
            {...bind('code')}
            target={{ type: channel, account: values.account, area_code: values.area_code }}
            scene="bind"
            onInvalidAccount={markAccount}
          />
          <TradePasswordField {...bind('trade_password')} />
          <SubmitButton busy={isLoading}>{t('profile.save')}</SubmitButton>
        </form>
      )}
    </Page>
  );
};
