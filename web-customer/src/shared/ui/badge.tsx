import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

export type BadgeTone = 'neutral' | 'info' | 'pending' | 'success' | 'danger';

interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

// A status in words; the colour (its tone) only repeats it.
export const Badge = ({ tone, className, ...rest }: BadgeProps) => (
  <span className={['badge', tone && `badge--${tone}`, className].filter(Boolean).join(' ')} {...rest} />
);

interface StatusBadgeProps {
  status: string;
  tone?: BadgeTone;
  // The status's words; `fallback` where the app may have none for it.
  textKey: string;
  fallback?: string;
  testId: string;
}

// A record's status, with the status itself in data-status.
export const StatusBadge = ({ status, tone, textKey, fallback, testId }: StatusBadgeProps) => {
  const { t } = useTranslation();
  return (
    <Badge tone={tone} data-testid={testId} data-status={status}>
      {fallback === undefined ? t(textKey) : t(textKey, { defaultValue: fallback })}
    </Badge>
  );
};
