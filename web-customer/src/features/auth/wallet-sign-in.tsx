import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Session } from '../../shared/session/user.types';
import { Button } from '../../shared/ui/button';
import { FieldError } from '../../shared/ui/field-error';
import { injectedWallet } from '../../shared/wallet/injected-wallet';
import { useWalletNonceMutation } from '../../shared/wallet/wallet-nonce.api';
import { useWalletSignInMutation } from './auth.api';

const failureKeyOf = (cause: unknown): string => {
  const key = cause && typeof cause === 'object' ? (cause as { messageKey?: unknown }).messageKey : undefined;
  return typeof key === 'string' ? key : 'walletSignIn.failed';
};

// The login screen's wallet option (SPEC: wallet login only inside a DApp wallet). Inside a wallet's
// browser it signs in with Sign-In with Ethereum; elsewhere it says to use one. Below it, why the
// platform never asks for a recovery phrase, where the old app asked for one.
export const WalletSignIn = ({ onSession, disabled }: { onSession: (session: Session) => void; disabled?: boolean }) => {
  const { t } = useTranslation();
  const [inWallet] = useState(() => injectedWallet() !== null);
  const [outsideShown, setOutsideShown] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [signing, setSigning] = useState(false);
  const [askNonce] = useWalletNonceMutation();
  const [signIn] = useWalletSignInMutation();

  const start = async () => {
    setFailure(undefined);
    const provider = injectedWallet();
    if (!provider) {
      setOutsideShown(true);
      return;
    }
    setSigning(true);
    try {
      const { signWithWallet } = await import('../../shared/wallet/wallet-signature');
      const signed = await signWithWallet(provider, async (address, chainId) => {
        const answer = await askNonce({ address, chain_id: chainId });
        return 'data' in answer && answer.data ? answer.data.message : null;
      });
      // A refusal by the platform is shown as its message; nothing more to say here.
      if (!signed) return;
      const result = await signIn(signed);
      if ('data' in result && result.data) onSession(result.data);
    } catch (cause) {
      setFailure(failureKeyOf(cause));
    } finally {
      setSigning(false);
    }
  };

  return (
    <section className="stack" aria-labelledby="wallet-sign-in" data-testid="wallet-sign-in">
      <Button id="wallet-sign-in" variant="secondary" block busy={signing} disabled={disabled} onClick={start} data-testid="wallet-option">
        {t('walletSignIn.option')}
      </Button>
      {inWallet && (
        <p className="form__hint">
          <Trans i18nKey="walletSignIn.consent" components={{ terms: <Link to="/userAgreement" /> }} />
        </p>
      )}
      {outsideShown && (
        <div className="notice notice--warning" role="status" data-testid="wallet-outside">
          <p>{t('walletSignIn.useDapp')}</p>
          <p className="form__hint">{t('walletSignIn.useDappHint')}</p>
        </div>
      )}
      <FieldError id="wallet-error" messageKey={failure} />
      <details className="notice notice--info" data-testid="recovery-phrase-notice">
        <summary>{t('walletSignIn.phraseTitle')}</summary>
        <p>{t('walletSignIn.phraseNever')}</p>
        <p>{t('walletSignIn.phraseWhy')}</p>
        <Link to="/verificationCode">{t('walletSignIn.phraseCheck')}</Link>
      </details>
    </section>
  );
};
