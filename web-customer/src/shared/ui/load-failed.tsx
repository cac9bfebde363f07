import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { EmptyState } from './empty-state';

interface LoadFailedProps {
  title: string;
  onRetry: () => unknown;
  testId?: string;
}

// A screen whose data did not load: say so, and offer to try again.
export const LoadFailed = ({ title, onRetry, testId }: LoadFailedProps) => {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={title}
      testId={testId}
      action={
        <Button variant="secondary" onClick={() => onRetry()}>
          {t('common.retry')}
        </Button>
      }
    />
  );
};
