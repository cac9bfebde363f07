import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isNotFound } from '../../shared/api/api-error';
import { useFormat } from '../../shared/format/use-format';
import { useSecurityStateQuery } from '../../shared/security/security.api';
import { selectLanguage } from '../../shared/settings/settings.slice';
import { useAppSelector } from '../../shared/store/hooks';
import { Button } from '../../shared/ui/button';
import { ButtonLink } from '../../shared/ui/button-link';
import { EmptyState } from '../../shared/ui/empty-state';
import { Loaded } from '../../shared/ui/loaded';
import { AntiPhishingLine } from './anti-phishing-line';
import { useArchiveInboxMessageMutation, useReadInboxMessageMutation } from '../../shared/inbox/inbox.api';

// One message: opening it reads it (the answer is the message in the reader's language); archive
// takes it out of the list. Another customer's message, or a wrong id, is "not found".
export const InboxDetail = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const lang = useAppSelector(selectLanguage);
  const [read, { data, isLoading, isError, error, isUninitialized }] = useReadInboxMessageMutation();
  const [archive, { isLoading: archiving }] = useArchiveInboxMessageMutation();
  const { data: security } = useSecurityStateQuery();
  useEffect(() => {
    void read(id);
  }, [id, lang, read]);

  return (
    <Loaded
      query={{ data, isLoading: isUninitialized || isLoading, isError, refetch: () => read(id) }}
      skeleton={{ lines: 4, card: true }}
      failed={t('inbox.loadFailed')}
      missing={
        isNotFound(error) && (
          <EmptyState title={t('inbox.missing')} action={<ButtonLink to="/inbox">{t('inbox.title')}</ButtonLink>} testId="inbox-missing" />
        )
      }
    >
      {(message) => (
        <article className="card stack" data-testid="inbox-detail">
          <AntiPhishingLine phrase={security?.antiPhishingPhrase ?? null} />
          <h2 className="card__title">{message.title}</h2>
          <p className="muted">
            <time dateTime={message.deliveredAt}>{format.dateTime(message.deliveredAt)}</time> · {t(`inbox.category.${message.category}`)}
          </p>
          <p data-testid="inbox-detail-body">{message.body}</p>
          <div className="inbox-actions">
            <ButtonLink to="/inbox" variant="secondary" small>
              {t('inbox.back')}
            </ButtonLink>
            {!message.archived && (
              <Button
                variant="secondary"
                className="button--small"
                busy={archiving}
                data-testid="inbox-archive"
                onClick={async () => {
                  const done = await archive(message.id);
                  if (!('error' in done)) navigate('/inbox');
                }}
              >
                {t('inbox.archive')}
              </Button>
            )}
          </div>
        </article>
      )}
    </Loaded>
  );
};
