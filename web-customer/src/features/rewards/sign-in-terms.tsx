import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SignInStatus } from './rewards.api';

// Shown before the first claim (docs/engagement.md): where the reward goes, whether any condition
// applies to it (none, and never to the customer's own money), and the day's boundary.
export const SignInTerms = ({ status }: { status: SignInStatus }) => {
  const { t } = useTranslation();
  return (
    <section className="notice notice--info stack sign-in-terms" aria-labelledby="terms-title" data-testid="sign-in-terms">
      <h3 id="terms-title">{t('rewards.termsTitle')}</h3>
      <ul>
        <li>{t('rewards.termsPaid')}</li>
        <li>{status.condition ? t('rewards.termsCondition', { condition: status.condition }) : t('rewards.termsNoCondition')}</li>
        <li>{t('rewards.termsDay', { boundary: status.dayBoundary.label })}</li>
      </ul>
      <Link to="/signRule">{t('rewards.rulesTitle')}</Link>
    </section>
  );
};
