import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAgreementsQuery } from '../../shared/content/content.api';
import { readToken } from '../../shared/session/session.storage';
import { selectLanguage } from '../../shared/settings/settings.slice';
import { useAppSelector } from '../../shared/store/hooks';
import { Badge } from '../../shared/ui/badge';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { agreementLink } from './agreement-link';

// /agreement: the agreements in force and, for a customer, the version of each they accepted.
export const AgreementsPage = () => {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const { data, isLoading, isError, refetch } = useAgreementsQuery({ lang, session: readToken() });

  const body = () => {
    if (isLoading) return <Skeleton lines={4} card />;
    if (isError || !data) return <LoadFailed title={t('content.loadFailed')} onRetry={refetch} />;
    return (
      <ul className="card menu" data-testid="agreements">
        {data.map((agreement) => (
          <li key={agreement.slug}>
            <Link className="menu__item" to={agreementLink(agreement)} data-testid="agreement-link">
              <span>{agreement.title}</span>
              <span className="menu__value">
                {agreement.pending ? (
                  <Badge tone="pending">{t('content.toAccept', { version: agreement.version })}</Badge>
                ) : agreement.acceptedVersion ? (
                  <Badge tone="success">{t('content.accepted', { version: agreement.acceptedVersion })}</Badge>
                ) : (
                  <span className="muted">{t('content.versionShort', { version: agreement.version })}</span>
                )}
                <span aria-hidden="true" className="menu__chevron">
                  ›
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <Page title={t('content.agreementsTitle')} narrow>
      <div className="stack">
        <p className="page__lead">{t('content.agreementsLead')}</p>
        {body()}
      </div>
    </Page>
  );
};
