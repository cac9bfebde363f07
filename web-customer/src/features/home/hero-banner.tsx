import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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
              <Link className="button button--primary" to="/register">
                {t('home.heroRegister')}
              </Link>
              <Link className="button button--secondary" to="/login">
                {t('home.heroDemo')}
              </Link>
            </>
          )}
          {loggedIn && demo && (
            <>
              <Link className="button button--primary" to="/currencyTrade">
                {t('home.heroTrade')}
              </Link>
              <Link className="button button--secondary" to="/register">
                {t('home.heroOpenLive')}
              </Link>
            </>
          )}
          {loggedIn && !demo && (
            <>
              <Link className="button button--primary" to="/authenticationrj">
                {t('home.heroDeposit')}
              </Link>
              <Link className="button button--secondary" to="/currencyTrade">
                {t('home.heroTrade')}
              </Link>
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
