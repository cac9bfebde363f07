import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

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
