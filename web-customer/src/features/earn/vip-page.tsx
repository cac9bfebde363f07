import { useTranslation } from 'react-i18next';
import { compareDecimal } from '../../shared/decimal/decimal';
import { useFormat } from '../../shared/format/use-format';
import { Loaded } from '../../shared/ui/loaded';
import { LeadPage } from '../../shared/ui/page';
import { SummaryList } from '../../shared/ui/summary-list';
import { useVipStandingQuery, type VipStanding } from './earn.api';
import { EarnProductList } from './earn-product-list';
import { TableHead } from '../../shared/ui/table-head';

// The level in force, where it comes from, and what the next one needs.
const StandingCard = ({ standing }: { standing: VipStanding }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const usdt = (value: string) => `${format.amount(value)} USDT`;
  return (
    <section className="card stack" data-testid="vip-standing">
      <div className="earn-order__head">
        <h2 className="card__title">{t('vip.yourLevel')}</h2>
        <span className="badge badge--info" data-testid="vip-level" data-level={standing.level}>
          VIP {standing.level}
        </span>
      </div>
      {standing.staffLevel !== null && <p className="notice notice--info">{t('vip.setByStaff', { level: standing.staffLevel })}</p>}
      <SummaryList
        items={[
          { label: t('vip.average', { date: standing.averageAsOf }), value: usdt(standing.average), emphasis: true, testId: 'vip-average' },
          ...(standing.nextLevel
            ? [
                {
                  label: t('vip.nextLevel', { level: standing.nextLevel.level }),
                  value: t('vip.from', { amount: usdt(standing.nextLevel.minAverage) }),
                },
              ]
            : []),
        ]}
      />
      <p className="muted">{t('vip.howAssessed')}</p>
    </section>
  );
};

// The published table, the customer's row marked.
const LevelTable = ({ standing }: { standing: VipStanding }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className="card stack">
      <h2 className="card__title">{t('vip.tableTitle')}</h2>
      <div className="table-scroll">
        <table className="kyc-limits" data-testid="vip-table">
          <TableHead scoped columns={[t('vip.level'), t('vip.minAverage')]} />
          <tbody>
            {standing.table.map((row) => (
              <tr key={row.level} aria-current={row.level === standing.level ? 'true' : undefined}>
                <td>VIP {row.level}</td>
                <td>{compareDecimal(row.minAverage, '0') === 0 ? '—' : `${format.amount(row.minAverage, 0)} USDT`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
};

// /vip_index: the customer's VIP level, the table it comes from, and the VIP products it opens.
export const VipPage = () => {
  const { t } = useTranslation();
  const vip = useVipStandingQuery();

  const body = (standing: VipStanding) => {
    return (
      <>
        <StandingCard standing={standing} />
        <EarnProductList kind="vip" vipLevel={standing.level} />
        <LevelTable standing={standing} />
      </>
    );
  };

  return (
    <LeadPage title={t('vip.title')} lead={t('vip.lead')} aside={{ to: '/vip_wdtg', label: t('earn.vipOrdersTitle'), testId: 'vip-my-orders' }}>
      <Loaded query={vip} skeleton={{ lines: 6 }} failed={t('vip.loadFailed')}>
        {body}
      </Loaded>
    </LeadPage>
  );
};
