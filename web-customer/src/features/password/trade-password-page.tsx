import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormFields } from '../../shared/form/use-form-fields';
import { toastShown } from '../../shared/notify/notify.slice';
import { useAppDispatch } from '../../shared/store/hooks';
import { SubmitButton } from '../../shared/ui/button';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { TextField } from '../../shared/ui/text-field';
import { firstFailure, newTradePassword, requirePassword, sameAs } from '../../shared/validation/rules';
import { useHasTradePasswordQuery, useUpdatePasswordMutation } from './password.api';

const digitsOnly = { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6, autoComplete: 'off' } as const;

// Serves both /bindmpwd (set) and /editPasswordTrade (change): the login password confirms either.
export const TradePasswordPage = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const { data: hasTradePassword, isLoading: checking, isError: uncertain } = useHasTradePasswordQuery();
  const { values, bind, passes } = useFormFields({ login_password: '', password: '', password2: '' });
  const [updatePassword, { isLoading }] = useUpdatePasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failures = {
      login_password: firstFailure(values.login_password, requirePassword) ?? undefined,
      password: firstFailure(values.password, newTradePassword) ?? undefined,
      password2: firstFailure(values.password2, requirePassword, sameAs(values.password)) ?? undefined,
    };
    if (!passes(failures, form.current)) return;
    const result = await updatePassword({ type: 'trade', ...values });
    if ('error' in result) return;
    dispatch(toastShown(t('password.tradeSaved'), 'success'));
    navigate('/setting', { replace: true });
  };

  const title = hasTradePassword ? t('password.tradeChangeTitle') : t('password.tradeSetTitle');

  return (
    <Page title={checking ? t('password.tradeTitle') : title} narrow>
      {checking ? (
        <Skeleton lines={4} />
      ) : (
        <>
          <p className="status-line" data-testid="trade-password-status">
            <span className={`dot ${hasTradePassword ? 'dot--on' : 'dot--off'}`} aria-hidden="true" />
            {uncertain ? t('password.tradeUnknown') : hasTradePassword ? t('password.tradeIsSet') : t('password.tradeNotSet')}
          </p>
          <form ref={form} className="form" onSubmit={submit} noValidate>
            <TextField {...bind('login_password')} type="password" label={t('password.loginPasswordConfirm')} autoComplete="current-password" />
            <TextField {...bind('password')} {...digitsOnly} type="password" label={t('password.newTradePassword')} hint={t('password.tradeHint')} />
            <TextField {...bind('password2')} {...digitsOnly} type="password" label={t('password.confirmTradePassword')} />
            <SubmitButton busy={isLoading}>{hasTradePassword ? t('password.tradeChangeSubmit') : t('password.tradeSetSubmit')}</SubmitButton>
          </form>
        </>
      )}
    </Page>
  );
};
