import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import { localeOf } from '../../shared/i18n/languages';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { useKycLimitsQuery, useKycStatusQuery } from './verification.api';
import { KYC_TIERS, type KycTier, type KycTierStatus } from './verification.types';
import { Card } from '../../shared/ui/card';
import { ButtonLink } from '../../shared/ui/button-link';
import { TableHead } from '../../shared/ui/table-head';

const FORM_OF: Record<KycTier, string> = { primary: '/authentication', advanced: '/authenticationhigh', address: '/dzrz' };
const TONE: Record<KycTierStatus['status'], string> = { none: 'badge--neutral', under_review: 'badge--pending', approved: 'badge--success', rejected: 'badge--danger' };

const TierCard = ({ tier, state, locked }: { tier: KycTier; state: KycTierStatus; locked: boolean }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const action = state.status === 'none' ? 'kyc.verify' : state.status === 'rejected' ? 'kyc.resubmit' : null;
  return (
    <li className="card kyc-tier" data-testid={`kyc-tier-${tier}`} data-status={state.status}>
      <div className="kyc-tier__head">
        <h2 className="card__title">{t(`kyc.tier.${tier}`)}</h2>
        <span className={`badge ${TONE[state.status]}`} data-testid="kyc-tier-status">
          {t(`kyc.status.${state.status}`)}
        </span>
      </div>
      <p className="muted">{t(`kyc.about.${tier}`)}</p>
      {state.submittedAt && <p className="muted">{t('kyc.submittedAt', { time: format.dateTime(state.submittedAt) })}</p>}
      {state.status === 'rejected' && state.reason && (
        <p className="notice notice--warning" data-testid="kyc-reason">
          {t('kyc.rejectedBecause', { reason: state.reason })}
        </p>
      )}
      {locked ? (
        <p className="muted">{t('kyc.primaryFirst')}</p>
      ) : (
        action && (
          <ButtonLink block to={FORM_OF[tier]} data-testid={`kyc-start-${tier}`}>{t(action)}</ButtonLink>
        )
      )}
    </li>
  );
};

// /sfyz: the three tiers, what each needs and where it stands, and what each level of verification allows.
export const VerificationStatusPage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const status = useKycStatusQuery();
  const limits = useKycLimitsQuery();
  if (status.isError) return <Page title={t('kyc.title')}><LoadFailed title={t('kyc.loadFailed')} onRetry={status.refetch} /></Page>;
  if (!status.data) return <Page title={t('kyc.title')}><Skeleton card lines={8} /></Page>;
  const { level, country, tiers } = status.data;
  return (
    <Page title={t('kyc.title')}>
      <section className="card kyc-level" data-testid="kyc-level" data-level={level}>
        <p className="muted">{t('kyc.yourLevel')}</p>
        <p className="kyc-level__value">{t(`kyc.level.${level}`)}</p>
        {country && <p className="muted">{t('kyc.nationality', { country: new Intl.DisplayNames([localeOf(format.language), 'en'], { type: 'region' }).of(country) ?? country })}</p>}
      </section>
      <ul className="kyc-tiers">
        {KYC_TIERS.map((tier) => (
          <TierCard key={tier} tier={tier} state={tiers[tier]} locked={tier !== 'primary' && tiers.primary.status !== 'approved'} />
        ))}
      </ul>
      <Card titleId="kyc-limits-title" title={t('kyc.limits.title')}>
        {limits.data ? (
          <div className="table-scroll">
            <table className="kyc-limits" data-testid="kyc-limits">
              <TableHead columns={[t('kyc.limits.level'), t('kyc.limits.withdrawPerDay'), t('kyc.limits.loans'), t('kyc.limits.optionStake')]} />
              <tbody>
                {limits.data.map((row) => (
                  <tr key={row.level} className={row.level === level ? 'kyc-limits__current' : undefined} aria-current={row.level === level ? 'true' : undefined}>
                    <th scope="row">{t(`kyc.level.${row.level}`)}</th>
                    <td>{format.amount(row.withdrawPerDay, 0)} USDT</td>
                    <td>{row.canBorrow && row.borrowLimit ? `${format.amount(row.borrowLimit, 0)} USDT` : t('kyc.limits.noLoans')}</td>
                    <td>{format.amount(row.optionStakePerOrder, 0)} USDT</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <Skeleton lines={4} />
        )}
      </Card>
    </Page>
  );
};
