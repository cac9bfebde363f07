import { useTranslation } from 'react-i18next';
import { useMeQuery } from '../../shared/session/me.api';
import { ButtonLink } from '../../shared/ui/button-link';

// A demo account holds virtual money: the deposit and withdrawal screens say so before anything is
// sent or asked, with the way to a live account (registering or logging in replaces the demo session).
export const DemoNotice = ({ action }: { action: 'deposit' | 'withdraw' }) => {
  const { t } = useTranslation();
  const { data: user } = useMeQuery();
  if (user?.is_demo !== 1) return null;
  return (
    <section className="notice notice--warning demo-notice" role="status" data-testid="demo-funding-notice">
      <p>
        <strong>{t('demo.fundingTitle')}</strong>
      </p>
      <p>{t(action === 'deposit' ? 'demo.depositBody' : 'demo.withdrawBody')}</p>
      <div className="demo-notice__actions">
        <ButtonLink to="/register" data-testid="demo-open-live">{t('demo.openLive')}</ButtonLink>
        <ButtonLink variant="secondary" to="/login" data-testid="demo-switch-live">{t('demo.switchLive')}</ButtonLink>
      </div>
    </section>
  );
};
