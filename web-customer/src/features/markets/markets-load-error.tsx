import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';

// Sits inside the card of the list it replaces, so it is not a card itself.
export const MarketsLoadError = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <div className="empty-state markets-error" data-testid="markets-error">
      <p className="empty-state__title">{t('markets.loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
};
