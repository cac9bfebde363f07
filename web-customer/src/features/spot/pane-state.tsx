import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';

// The loading, failed and empty states of a pane inside a card (the book, the trades, a list of orders),
// so they are not cards themselves.
export const PaneFailed = ({ title, onRetry, testId }: { title: string; onRetry: () => unknown; testId?: string }) => {
  const { t } = useTranslation();
  return (
    <div className="pane-state" data-testid={testId}>
      <p className="pane-state__title">{title}</p>
      <Button variant="secondary" className="button--small" onClick={() => onRetry()}>
        {t('common.retry')}
      </Button>
    </div>
  );
};

export const PaneEmpty = ({ title, body, testId }: { title: string; body?: string; testId?: string }) => (
  <div className="pane-state" data-testid={testId}>
    <p className="pane-state__title">{title}</p>
    {body && <p>{body}</p>}
  </div>
);
