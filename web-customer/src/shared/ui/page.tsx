import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AsideLink } from './aside-link';

interface PageProps {
  title: string;
  children: ReactNode;
  // Forms sit in a narrow centred column on a desktop instead of stretching.
  narrow?: boolean;
  back?: boolean;
}

export const Page = ({ title, children, narrow = false, back = true }: PageProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className={`page${narrow ? ' page--narrow' : ''}`} aria-labelledby="page-title">
      <div className="page__header">
        {back && (
          <button type="button" className="icon-button" aria-label={t('common.back')} onClick={() => navigate(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
        )}
        <h1 id="page-title" className="page__title">
          {title}
        </h1>
      </div>
      {children}
    </section>
  );
};

interface LeadPageProps {
  title: string;
  lead: string;
  // A quiet link beside the lead (e.g. "My orders" over a product list).
  aside?: { to: string; label: string; testId: string };
  narrow?: boolean;
  children: ReactNode;
}

// A hub or list screen: its lead and a link beside it, then the content, stacked.
export const LeadPage = ({ title, lead, aside, narrow, children }: LeadPageProps) => (
  <Page title={title} narrow={narrow}>
    <div className="stack">
      <p className="page__lead">{lead}</p>
      {aside && (
        <AsideLink to={aside.to} data-testid={aside.testId}>
          {aside.label}
        </AsideLink>
      )}
      {children}
    </div>
  </Page>
);
