import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { AuthenticatorSetup } from './authenticator-setup';
import { AuthenticatorTurnOff } from './authenticator-turn-off';
import { RecoveryCodes } from './recovery-codes';
import { useSecurityStateQuery } from '../../shared/security/security.api';

// /googleCode: the authenticator app (RFC 6238) as a second factor for login and withdrawals.
export const AuthenticatorPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isLoading, isError, refetch } = useSecurityStateQuery();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const body = () => {
    if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => navigate('/setting', { replace: true })} />;
    if (isLoading) return <Skeleton lines={4} />;
    if (isError || !data) return <LoadFailed title={t('security.loadFailed')} onRetry={refetch} />;
    return data.authenticator ? <AuthenticatorTurnOff /> : <AuthenticatorSetup onEnabled={setRecoveryCodes} />;
  };

  return (
    <Page title={t('security.authenticatorTitle')} narrow>
      {body()}
    </Page>
  );
};
