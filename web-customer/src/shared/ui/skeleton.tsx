import { useTranslation } from 'react-i18next';

// `card`: the placeholder of a whole card, wrapped in one.
export const Skeleton = ({ lines = 3, card = false }: { lines?: number; card?: boolean }) => {
  const { t } = useTranslation();
  const placeholder = (
    <div className="skeleton" role="status" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="skeleton__line" />
      ))}
    </div>
  );
  return card ? <div className="card">{placeholder}</div> : placeholder;
};
