import { useTranslation } from 'react-i18next';
import { useSecurityStateQuery } from '../../shared/security/security.api';
import { useMeQuery } from '../../shared/session/me.api';
import { MenuLink } from '../../shared/ui/menu-link';
import { LeadPage } from '../../shared/ui/page';
import { LoginHistoryCard } from './login-history-card';
import { SessionsCard } from './sessions-card';
import { Card } from '../../shared/ui/card';
import { ButtonLink } from '../../shared/ui/button-link';

// /security: what protects the account, the devices logged in, and where logins came from.
export const SecurityCentrePage = ({ loggedIn }: { loggedIn: boolean }) => {
  const { t } = useTranslation();
  const { data: security } = useSecurityStateQuery(undefined, { skip: !loggedIn });
  const { data: user } = useMeQuery(undefined, { skip: !loggedIn });
  return (
    <LeadPage title={t('security.centreTitle')} lead={t('security.centreLead')} aside={{ to: '/verificationCode', label: t('official.linkFromCentre'), testId: 'official-check-link' }}>
      {!loggedIn ? (
        <ButtonLink block to="/login" state={{ from: '/security' }}>{t('security.logInToSee')}</ButtonLink>
      ) : (
        <>
          <Card titleId="protections-title" title={t('security.protections')}>
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
          </Card>
          <SessionsCard />
          <LoginHistoryCard />
        </>
      )}
    </LeadPage>
  );
};
