import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const HeroBanner = () => {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <h1 id="hero-title" className="hero__title">
          {t('home.heroTitle')}
        </h1>
        <p className="hero__lead">{t('home.heroLead')}</p>
        <div className="hero__actions">
          <Link className="button button--primary" to="/register">
            {t('home.heroRegister')}
          </Link>
          <Link className="button button--secondary" to="/login">
            {t('home.heroDemo')}
          </Link>
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
