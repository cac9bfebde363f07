import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSecurityStateQuery } from '../../shared/security/security.api';
import { useMeQuery } from '../../shared/session/me.api';
import { MenuLink } from '../../shared/ui/menu-link';
import { Page } from '../../shared/ui/page';
import { LoginHistoryCard } from './login-history-card';
import { SessionsCard } from './sessions-card';

// /security: what protects the account, the devices logged in, and where logins came from.
export const SecurityCentrePage = ({ loggedIn }: { loggedIn: boolean }) => {
  const { t } = useTranslation();
  const { data: security } = useSecurityStateQuery(undefined, { skip: !loggedIn });
  const { data: user } = useMeQuery(undefined, { skip: !loggedIn });
  return (
    <Page title={t('security.centreTitle')}>
      <div className="stack">
        <p className="page__lead">{t('security.centreLead')}</p>
        <Link className="form__aside-link" to="/verificationCode" data-testid="official-check-link">
          {t('official.linkFromCentre')}
        </Link>
        {!loggedIn ? (
          <Link className="button button--primary button--block" to="/login" state={{ from: '/security' }}>
            {t('security.logInToSee')}
          </Link>
        ) : (
          <>
            <section className="card" aria-labelledby="protections-title">
              <h2 id="protections-title" className="card__title">
                {t('security.protections')}
              </h2>
              <ul className="menu">
                <MenuLink to="/editPassword" label={t('userCentre.loginPassword')} value={t('userCentre.change')} />
                <MenuLink
                  to={user?.transaction_password ? '/editPasswordTrade' : '/bindmpwd'}
                  label={t('userCentre.tradePassword')}
                  value={user ? (user.transaction_password ? t('userCentre.on') : t('userCentre.notSet')) : undefined}
                  testId="trade-password-link"
                />
                <MenuLink
                  to="/googleCode"
                  label={t('userCentre.authenticator')}
                  value={security ? (security.authenticator ? t('userCentre.on') : t('userCentre.off')) : undefined}
                />
                <MenuLink
                  to="/security/question"
                  label={t('security.questionTitle')}
                  value={security ? (security.securityQuestion ? t('userCentre.on') : t('userCentre.notSet')) : undefined}
                  testId="question-link"
                />
                <MenuLink
                  to="/security/anti-phishing"
                  label={t('security.phraseTitle')}
                  value={security ? (security.antiPhishingPhrase ? t('userCentre.on') : t('userCentre.notSet')) : undefined}
                  testId="phrase-link"
                />
                <MenuLink to="/sfyz" label={t('userCentre.verification')} />
                <MenuLink to="/fengxian" label={t('userCentre.riskProfile')} />
              </ul>
            </section>
            <SessionsCard />
            <LoginHistoryCard />
          </>
        )}
      </div>
    </Page>
  );
};
