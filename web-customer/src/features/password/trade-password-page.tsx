import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastShown } from '../../shared/notify/notify.slice';
import { useAppDispatch } from '../../shared/store/hooks';
import { SubmitButton } from '../../shared/ui/button';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { TextField } from '../../shared/ui/text-field';
import { newTradePassword } from '../../shared/validation/rules';
import { FieldError } from '../../shared/ui/field-error';
import { injectedWallet } from '../../shared/wallet/injected-wallet';
import { useWalletNonceMutation } from '../../shared/wallet/wallet-nonce.api';
import { useTradePasswordQuery, useUpdatePasswordMutation } from './password.api';
import { useNewPasswordForm } from './use-new-password-form';

const digitsOnly = { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6, autoComplete: 'off' } as const;

const failureKeyOf = (cause: unknown): string => {
  const key = cause && typeof cause === 'object' ? (cause as { messageKey?: unknown }).messageKey : undefined;
  return typeof key === 'string' ? key : 'walletSignIn.failed';
};

// Serves both /bindmpwd (set) and /editPasswordTrade (change). The login password confirms either; a
// customer who signs in with a wallet only has none, and the wallet confirms it with a signature of a
// fresh message instead (docs/security.md), which needs the wallet's own browser.
export const TradePasswordPage = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: state, isLoading: checking, isError: uncertain } = useTradePasswordQuery();
  const hasTradePassword = state?.isSet;
  const byWallet = state?.confirmWith === 'wallet';
  const [inWallet] = useState(() => injectedWallet() !== null);
  const [walletFailure, setWalletFailure] = useState<string>();
  const [signing, setSigning] = useState(false);
  const [askNonce] = useWalletNonceMutation();
  const [updatePassword, { isLoading }] = useUpdatePasswordMutation();

  // The wallet signs the platform's message for its address; null when it was not signed (the reason is shown).
  const walletSignature = async () => {
    const provider = injectedWallet();
    if (!provider) return null;
    setWalletFailure(undefined);
    setSigning(true);
    try {
      const { signWithWallet } = await import('../../shared/wallet/wallet-signature');
      return await signWithWallet(provider, async (address, chainId) => {
        const answer = await askNonce({ address, chain_id: chainId });
        return 'data' in answer && answer.data ? answer.data.message : null;
      });
    } catch (cause) {
      setWalletFailure(failureKeyOf(cause));
      return null;
    } finally {
      setSigning(false);
    }
  };

  const { form, bind, submit } = useNewPasswordForm(
    'login_password',
    newTradePassword,
    async ({ login_password, password, password2 }) => {
      let confirmation: { login_password: string } | { wallet_message: string; wallet_signature: string } = { login_password };
      if (byWallet) {
        const signed = await walletSignature();
        if (!signed) return;
        confirmation = { wallet_message: signed.message, wallet_signature: signed.signature };
      }
      const result = await updatePassword({ type: 'trade', ...confirmation, password, password2 });
      if ('error' in result) return;
      dispatch(toastShown(t('password.tradeSaved'), 'success'));
      navigate('/setting', { replace: true });
    },
    !byWallet,
  );

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
            {byWallet ? (
              <p className={inWallet ? 'form__hint' : 'notice notice--warning'} data-testid="trade-password-by-wallet">
                {inWallet ? t('password.walletConfirm') : t('password.walletNeeded')}
              </p>
            ) : (
              <TextField {...bind('login_password')} type="password" label={t('password.loginPasswordConfirm')} autoComplete="current-password" />
            )}
            <TextField {...bind('password')} {...digitsOnly} type="password" label={t('password.newTradePassword')} hint={t('password.tradeHint')} />
            <TextField {...bind('password2')} {...digitsOnly} type="password" label={t('password.confirmTradePassword')} />
            <FieldError id="trade-password-wallet-error" messageKey={walletFailure} />
            <SubmitButton busy={isLoading || signing} disabled={byWallet && !inWallet}>{hasTradePassword ? t('password.tradeChangeSubmit') : t('password.tradeSetSubmit')}</SubmitButton>
          </form>
        </>
      )}
    </Page>
  );
};
