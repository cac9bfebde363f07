import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSubmissionKeys } from '../../shared/api/submission-key';
import { useFormat } from '../../shared/format/use-format';
import { readToken } from '../../shared/session/session.storage';
import { selectLanguage } from '../../shared/settings/settings.slice';
import { useAppSelector } from '../../shared/store/hooks';
import { Button } from '../../shared/ui/button';
import { ButtonLink } from '../../shared/ui/button-link';
import { Card } from '../../shared/ui/card';
import { Loaded } from '../../shared/ui/loaded';
import { LeadPage } from '../../shared/ui/page';
import { useSignInMutation, useSignInStatusQuery, type SignInStatus } from './rewards.api';
import { SignInCycle } from './sign-in-cycle';
import { SignInTerms } from './sign-in-terms';
import './rewards.css';

// What stands between the reader and today's sign-in, in words (null: nothing).
const Blocker = ({ status }: { status: SignInStatus }) => {
  const { t } = useTranslation();
  if (status.eligibility === 'visitor')
    return (
      <div className="stack" data-testid="sign-in-visitor">
        <p>{t('rewards.visitor')}</p>
        <ButtonLink block to="/login">
          {t('rewards.logIn')}
        </ButtonLink>
      </div>
    );
  if (status.eligibility === 'demo')
    return (
      <p className="notice notice--warning" data-testid="sign-in-demo">
        {t('rewards.demo')}
      </p>
    );
  if (status.eligibility === 'country')
    return (
      <p className="notice notice--warning" data-testid="sign-in-country">
        {t('rewards.countryOff', { country: status.country ?? '' })}
      </p>
    );
  return null;
};

// /benefits: the welfare zone's daily sign-in: the 7-day cycle, today's sign-in, the rules before the first claim.
export const SignInPage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = useAppSelector(selectLanguage);
  const signInStatus = useSignInStatusQuery({ lang, session: readToken() });
  const [signIn, { isLoading: signing }] = useSignInMutation();
  const keys = useSubmissionKeys();
  // One sign-in a day: the same key while today's attempt is retried after a dropped answer.
  const submit = async (day: string) => {
    await keys.send(day, (key) => signIn({ key }));
  };

  const body = (status: SignInStatus) => {
    const eligible = status.eligibility === 'ok';
    return (
      <>
        <Card titleId="cycle-title" title={t('rewards.cycleTitle')} className="stack">
          <SignInCycle status={status} />
          {status.paused && (
            <p className="notice notice--warning" data-testid="rewards-paused">
              {t('rewards.paused')}
            </p>
          )}
          <Blocker status={status} />
          {eligible && status.firstClaim && <SignInTerms status={status} />}
          {eligible &&
            (status.signedToday ? (
              <p className="notice notice--info" data-testid="signed-today">
                {t('rewards.signedToday', { time: format.dateTime(status.nextDayStartsAt) })}
              </p>
            ) : (
              <Button block busy={signing} onClick={() => void submit(status.today)} data-testid="sign-in">
                {t('rewards.signIn', { day: status.nextDay })}
              </Button>
            ))}
          {eligible && (
            <p className="muted" data-testid="total-paid">
              {t('rewards.totalPaid', { amount: format.exact(status.totalPaid, 2) })}
            </p>
          )}
        </Card>
        <nav className="stack rewards-links">
          <Link to="/benefitsDetail" data-testid="sign-in-records-link">
            {t('rewards.recordsTitle')}
          </Link>
          <Link to="/signRule" data-testid="sign-in-rules-link">
            {t('rewards.rulesTitle')}
          </Link>
        </nav>
      </>
    );
  };

  return (
    <LeadPage title={t('rewards.title')} lead={t('rewards.lead')} narrow>
      <Loaded query={signInStatus} skeleton={{ lines: 6, card: true }} failed={t('rewards.loadFailed')}>
        {body}
      </Loaded>
    </LeadPage>
  );
};
