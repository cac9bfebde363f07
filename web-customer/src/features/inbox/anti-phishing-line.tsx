import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

// Every message from Meridian carries the phrase the customer chose; without one, where to set it.
export const AntiPhishingLine = ({ phrase }: { phrase: string | null }) => {
  const { t } = useTranslation();
  return phrase ? (
    <p className="notice notice--info inbox-phrase" data-testid="inbox-phrase">
      {t('inbox.phrase', { phrase })}
    </p>
  ) : (
    <p className="muted inbox-phrase" data-testid="inbox-phrase-missing">
      {t('inbox.phraseMissing')} <Link to="/security/anti-phishing">{t('inbox.phraseSet')}</Link>
    </p>
  );
};
