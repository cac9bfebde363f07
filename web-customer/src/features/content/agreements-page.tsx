import { useTranslation } from 'react-i18next';
import { useAgreementsQuery, type Agreement } from '../../shared/content/content.api';
import { readToken } from '../../shared/session/session.storage';
import { selectLanguage } from '../../shared/settings/settings.slice';
import { useAppSelector } from '../../shared/store/hooks';
import { Badge } from '../../shared/ui/badge';
import { Loaded } from '../../shared/ui/loaded';
import { MenuLink } from '../../shared/ui/menu-link';
import { LeadPage } from '../../shared/ui/page';
import { agreementLink } from './agreement-link';

// /agreement: the agreements in force and, for a customer, the version of each they accepted.
export const AgreementsPage = () => {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const agreements = useAgreementsQuery({ lang, session: readToken() });

  const list = (rows: Agreement[]) => (
    <ul className="card menu" data-testid="agreements">
      {rows.map((agreement) => (
        <MenuLink
          key={agreement.slug}
          to={agreementLink(agreement)}
          label={agreement.title}
          value={
            agreement.pending ? (
              <Badge tone="pending">{t('content.toAccept', { version: agreement.version })}</Badge>
            ) : agreement.acceptedVersion ? (
              <Badge tone="success">{t('content.accepted', { version: agreement.acceptedVersion })}</Badge>
            ) : (
              <span className="muted">{t('content.versionShort', { version: agreement.version })}</span>
            )
          }
          testId="agreement-link"
        />
      ))}
    </ul>
  );

  return (
    <LeadPage title={t('content.agreementsTitle')} lead={t('content.agreementsLead')} narrow>
      <Loaded query={agreements} skeleton={{ lines: 4, card: true }} failed={t('content.loadFailed')}>
        {list}
      </Loaded>
    </LeadPage>
  );
};
