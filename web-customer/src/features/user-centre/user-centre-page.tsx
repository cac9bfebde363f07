import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sessionLeaving } from '../../shared/session/session.actions';
import { endSession } from '../../shared/session/session.thunks';
import { useAppDispatch } from '../../shared/store/hooks';
import { Button } from '../../shared/ui/button';
import { MenuLink } from '../../shared/ui/menu-link';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { useSecurityStateQuery } from '../../shared/security/security.api';
import { AccountCard } from './account-card';
import { PreferencesSection } from './preferences-section';
import { useMeQuery } from '../../shared/session/me.api';
import { useLogoutMutation } from './user-centre.api';
import { Card } from '../../shared/ui/card';
import { MessagesCard } from './messages-card';

export const UserCentrePage = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: user, isLoading, isError, refetch } = useMeQuery();
  const [logout, { isLoading: leaving }] = useLogoutMutation();
  const { data: security } = useSecurityStateQuery();

  const leave = async () => {
    // The session ends here once the server has answered, or even when it cannot be reached; ending it
    // earlier would abort the logout request itself (the session push tells of it first).
    dispatch(sessionLeaving());
    await logout();
    dispatch(endSession());
    navigate('/login', { replace: true });
  };

  return (
    <Page title={t('userCentre.title')} back={false}>
      <div className="stack">
        {isLoading && <Skeleton card lines={3} />}
        {isError && !user && (
          <div className="card empty-state">
            <p>{t('userCentre.loadFailed')}</p>
            <Button variant="secondary" onClick={() => refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        )}
        {user && <AccountCard user={user} />}
        <MessagesCard />
        <Card titleId="security-title" title={t('userCentre.security')}>
          <ul className="menu">
            <MenuLink to="/info" label={t('userCentre.profile')} testId="profile-link" />
            <MenuLink to="/security" label={t('userCentre.securityCentre')} testId="security-link" />
            <MenuLink to="/sfyz" label={t('userCentre.verification')} testId="verification-link" />
            <MenuLink to="/fengxian" label={t('userCentre.riskProfile')} testId="risk-link" />
            <MenuLink to="/editPassword" label={t('userCentre.loginPassword')} value={t('userCentre.change')} />
            <MenuLink
              to={user?.transaction_password ? '/editPasswordTrade' : '/bindmpwd'}
              label={t('userCentre.tradePassword')}
              value={user ? (user.transaction_password ? t('userCentre.change') : t('userCentre.notSet')) : undefined}
            />
            <MenuLink
              to="/googleCode"
              label={t('userCentre.authenticator')}
              value={security ? (security.authenticator ? t('userCentre.on') : t('userCentre.off')) : undefined}
              testId="authenticator-link"
            />
          </ul>
        </Card>
        <Card titleId="wealth-title" title={t('userCentre.wealth')}>
          <ul className="menu">
            <MenuLink to="/profit_index" label={t('earn.title')} testId="earn-link" />
            <MenuLink to="/profit_wdtg" label={t('earn.myOrders')} />
            <MenuLink to="/vip_index" label={t('vip.title')} testId="vip-link" />
            <MenuLink to="/etflow_buy" label={t('etf.title')} testId="etf-link" />
            <MenuLink to="/subscription" label={t('subscription.title')} testId="subscription-link" />
            <MenuLink to="/repayment2" label={t('loans.loansTitle')} testId="loans-link" />
            <MenuLink to="/xinyongfen" label={t('loans.creditTitle')} testId="credit-link" />
          </ul>
        </Card>
        <PreferencesSection />
        <Button variant="danger" block busy={leaving} onClick={leave} data-testid="logout">
          {t('userCentre.logout')}
        </Button>
      </div>
    </Page>
  );
};
