import { useTranslation } from 'react-i18next';

export const Skeleton = ({ lines = 3 }: { lines?: number }) => {
  const { t } = useTranslation();
  return (
    <div className="skeleton" role="status" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="skeleton__line" />
      ))}
    </div>
  );
};
