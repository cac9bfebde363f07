import { useTranslation } from 'react-i18next';
import type { Section } from './sections';
import { ButtonLink } from '../../shared/ui/button-link';

export const ComingSoonPage = ({ section }: { section: Section }) => {
  const { t } = useTranslation();
  return (
    <section className="page page--narrow status-page" aria-labelledby="page-title" data-testid="coming-soon">
      <p className="status-page__eyebrow">{t(`sections.${section}`)}</p>
      <h1 id="page-title" className="page__title">
        {t('comingSoon.title')}
      </h1>
      <p>{t('comingSoon.body')}</p>
      <ButtonLink to="/">{t('common.goHome')}</ButtonLink>
    </section>
  );
};
