import { useTranslation } from 'react-i18next';
import { readToken } from '../../shared/session/session.storage';
import { ButtonLink } from '../../shared/ui/button-link';
import { Card } from '../../shared/ui/card';
import { EmptyState } from '../../shared/ui/empty-state';
import { Loaded } from '../../shared/ui/loaded';
import { Page } from '../../shared/ui/page';
import { TableHead } from '../../shared/ui/table-head';
import { useReferralQuery, type Referral } from './referral.api';
import { ReferralRecords } from './referral-records';
import { ReferralStanding } from './referral-standing';
import './referral.css';

// /bps: the published rate of each level in basis points, the rules, what applies in the customer's country and why, and the statement per fee event.
export const BpsPage = () => {
  const { t } = useTranslation();
  const session = readToken();
  const standing = useReferralQuery({ session: session ?? '' }, { skip: !session });

  const body = (referral: Referral, session: string) => {
    const offIn = Object.entries(referral.countryDepths)
      .filter(([, depth]) => depth === 0)
      .map(([country]) => country);
    return (
      <>
        <ReferralStanding referral={referral} />
        <Card titleId="bps-rates-title" title={t('referral.ratesTitle')}>
          <table className="referral-table" data-testid="referral-rates">
            <TableHead columns={[t('referral.level'), t('referral.rate')]} />
            <tbody>
              {referral.levels.map((level) => (
                <tr key={level.level} className={level.level > referral.depth ? 'muted' : undefined}>
                  <th scope="row">{t('referral.levelN', { level: level.level })}</th>
                  <td>{t('referral.bps', { bps: level.rateBps, percent: (level.rateBps / 100).toString() })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
        <Card titleId="bps-rules-title" title={t('referral.rulesTitle')}>
          <ul className="referral-rules" data-testid="referral-rules">
            <li>{t('referral.rule.fees')}</li>
            <li>{t('referral.rule.window', { months: referral.months })}</li>
            <li>{t('referral.rule.once')}</li>
            <li>{t('referral.rule.self')}</li>
            <li>{t('referral.rule.usdt')}</li>
            <li>{t('referral.rule.source')}</li>
            <li>{t('referral.rule.countries', { countries: offIn.join(', ') || '—' })}</li>
          </ul>
        </Card>
        <h2 className="card__title">{t('referral.statementTitle')}</h2>
        <ReferralRecords session={session} statement />
      </>
    );
  };

  return (
    <Page title={t('referral.bpsTitle')} narrow>
      <div className="stack">
        {session ? (
          <Loaded query={standing} skeleton={{ lines: 8, card: true }} failed={t('referral.loadFailed')}>
            {(referral) => body(referral, session)}
          </Loaded>
        ) : (
          <EmptyState title={t('referral.visitor')} action={<ButtonLink to="/login">{t('referral.logIn')}</ButtonLink>} />
        )}
      </div>
    </Page>
  );
};
