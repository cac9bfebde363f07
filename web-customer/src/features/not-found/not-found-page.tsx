import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../shared/ui/button-link';

export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <section className="page page--narrow status-page" aria-labelledby="page-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="page-title" className="page__title">
        {t('notFound.title')}
      </h1>
      <p>{t('notFound.body')}</p>
      <ButtonLink to="/">{t('common.goHome')}</ButtonLink>
    </section>
  );
};
