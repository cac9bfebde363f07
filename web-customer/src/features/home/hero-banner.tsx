import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../shared/ui/button-link';

export type Audience = 'visitor' | 'demo' | 'customer';

// A visitor is asked to sign up or try the demo; a customer who did is shown where to go next. Read
// from the stored session, with no request (home is open to anyone and asks nothing of the server).
export const HeroBanner = ({ audience }: { audience: Audience }) => {
  const { t } = useTranslation();
  const loggedIn = audience !== 'visitor';
  const demo = audience === 'demo';
  const lead = !loggedIn ? 'home.heroLead' : demo ? 'home.heroLeadDemo' : 'home.heroLeadCustomer';
  return (
    <section className="hero" aria-labelledby="hero-title" data-testid="home-hero" data-audience={audience}>
      <div className="hero__text">
        <h1 id="hero-title" className="hero__title">
          {t('home.heroTitle')}
        </h1>
        <p className="hero__lead">{t(lead)}</p>
        <div className="hero__actions">
          {!loggedIn && (
            <>
              <ButtonLink to="/register">{t('home.heroRegister')}</ButtonLink>
              <ButtonLink variant="secondary" to="/login">{t('home.heroDemo')}</ButtonLink>
            </>
          )}
          {loggedIn && demo && (
            <>
              <ButtonLink to="/currencyTrade">{t('home.heroTrade')}</ButtonLink>
              <ButtonLink variant="secondary" to="/register">{t('home.heroOpenLive')}</ButtonLink>
            </>
          )}
          {loggedIn && !demo && (
            <>
              <ButtonLink to="/authenticationrj">{t('home.heroDeposit')}</ButtonLink>
              <ButtonLink variant="secondary" to="/currencyTrade">{t('home.heroTrade')}</ButtonLink>
            </>
          )}
        </div>
      </div>
      <div className="hero__art" aria-hidden="true">
        <svg viewBox="0 0 200 120" className="hero__chart">
          <polyline points="0,100 25,88 50,92 75,70 100,76 125,50 150,58 175,30 200,36" />
        </svg>
      </div>
    </section>
  );
};
