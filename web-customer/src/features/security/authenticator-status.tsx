import { useTranslation } from 'react-i18next';

// Whether the authenticator guards the account, heading both its setup and its turning off.
export const AuthenticatorStatus = ({ on }: { on: boolean }) => {
  const { t } = useTranslation();
  return (
    <p className="status-line" data-testid="authenticator-status">
      <span className={`dot dot--${on ? 'on' : 'off'}`} aria-hidden="true" />
      {on ? t('security.authenticatorOn') : t('security.authenticatorOff')}
    </p>
  );
};
