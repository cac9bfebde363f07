import { useTranslation } from 'react-i18next';
import { Card } from '../../shared/ui/card';
import { CheckboxField } from '../../shared/ui/checkbox-field';
import { Skeleton } from '../../shared/ui/skeleton';
import { useInboxPreferencesQuery, useSetInboxPreferencesMutation, type InboxCategory } from '../../shared/inbox/inbox.api';

// Which messages the customer receives: security and money movements always; the others may be turned off.
export const InboxPreferencesCard = () => {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useInboxPreferencesQuery();
  const [save, { isLoading: saving }] = useSetInboxPreferencesMutation();
  if (isError) return null;
  const muted = (data?.categories ?? []).filter((category) => !category.enabled).map((category) => category.category);
  const toggle = (category: InboxCategory, enabled: boolean) =>
    save({ muted: enabled ? muted.filter((name) => name !== category) : [...muted, category] });
  return (
    <Card titleId="inbox-preferences-title" title={t('inbox.preferences')} data-testid="inbox-preferences" aria-busy={saving || undefined}>
      {isLoading || !data ? (
        <Skeleton lines={3} />
      ) : (
        <div className="stack">
          {data.categories.map((category) =>
            category.canMute ? (
              <CheckboxField key={category.category} name={`inbox-${category.category}`} checked={category.enabled} onChange={(enabled) => toggle(category.category, enabled)}>
                {t(`inbox.category.${category.category}`)}
              </CheckboxField>
            ) : (
              <p key={category.category} className="inbox-always">
                <span>{t(`inbox.category.${category.category}`)}</span> <span className="muted">{t('inbox.always')}</span>
              </p>
            ),
          )}
        </div>
      )}
    </Card>
  );
};
