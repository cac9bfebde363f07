import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../shared/format/use-format';
import { Fact } from '../../shared/ui/fact';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { DEFAULT_CONTRACT } from './contract-trade-page';
import { useContractInstrumentsQuery } from './contracts.api';
import type { ContractInstrument } from './contracts.types';
import { SessionHours } from './session-hours';
import { ButtonLink } from '../../shared/ui/button-link';
import { TableHead } from '../../shared/ui/table-head';

const Row = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <Fact rowClassName="spec__row" label={label} testId={testId}>
    {children}
  </Fact>
);

// /contractSpec?symbol=BTCUSDT: everything a position on this contract is held to, in the customer's words.
export const ContractSpecPage = () => {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { data: instruments, isLoading, isError, refetch } = useContractInstrumentsQuery();
  const symbol = (search.get('symbol') ?? DEFAULT_CONTRACT).toUpperCase();
  const spec = instruments?.find((entry) => entry.symbol === symbol);
  return (
    <Page title={t('contracts.spec.title')}>
      {isLoading && <Skeleton card lines={8} />}
      {isError && <LoadFailed title={t('contracts.loadFailed')} onRetry={refetch} />}
      {instruments && !spec && <p className="card">{t('contracts.spec.unknown', { symbol })}</p>}
      {spec && <Specification spec={spec} />}
    </Page>
  );
};

const Specification = ({ spec }: { spec: ContractInstrument }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const pct = (rate: string) => format.percentSign(format.percent(rate));
  const usdt = (value: string) => `${format.amount(value)} USDT`;
  const maintenance = spec.maintenance;
  return (
    <div className="spec" data-testid="contract-spec" data-symbol={spec.symbol}>
      <section className="card">
        <h2 className="spec__name">
          {spec.symbol} · {spec.name}
        </h2>
        <dl className="spec__list">
          <Row label={t('contracts.spec.underlying')}>{t('contracts.spec.underlyingValue', { base: spec.base, quote: spec.quote })}</Row>
          {spec.category !== 'forex' && (
            <Row label={t('contracts.spec.contractSize')} testId="spec-contract-size">
              {t('contracts.spec.lotIs', { size: format.amount(spec.contractSize), unit: spec.base })}
            </Row>
          )}
          <Row label={t('contracts.spec.pointValue')} testId="spec-point-value">
            {t('contracts.spec.pointValueIs', { size: format.amount(spec.contractSize), quote: spec.quote })}
          </Row>
          <Row label={t('contracts.spec.tick')}>
            {format.amount(spec.tickSize)} {spec.quote}
          </Row>
          <Row label={t('contracts.spec.lots')} testId="spec-lots">
            {t('contracts.spec.lotsRange', { min: format.amount(spec.minLots), max: format.amount(spec.maxLots), step: format.amount(spec.lotStep) })}
          </Row>
          <Row label={t('contracts.spec.leverage')}>{t('contracts.spec.upTo', { leverage: spec.maxLeverage })}</Row>
          <Row label={t('contracts.spec.spread')}>{t('contracts.spec.spreadIs', { spread: format.amount(spec.spread), quote: spec.quote })}</Row>
          <Row label={t('contracts.spec.settlement')}>{t('contracts.spec.settlementIs')}</Row>
        </dl>
      </section>

      <section className="card" aria-labelledby="spec-fees">
        <h3 id="spec-fees">{t('contracts.spec.fees')}</h3>
        <dl className="spec__list">
          <Row label={t('contracts.spec.openFee')} testId="spec-open-fee">
            {t('contracts.spec.ofNotional', { rate: pct(spec.openFeeRate) })}
          </Row>
          <Row label={t('contracts.spec.closeFee')}>{t('contracts.spec.ofNotional', { rate: pct(spec.closeFeeRate) })}</Row>
          <Row label={t('contracts.spec.liquidationFee')}>{t('contracts.spec.liquidationFeeIs', { rate: pct(spec.liquidationFeeRate) })}</Row>
        </dl>
      </section>

      <section className="card" aria-labelledby="spec-financing">
        <h3 id="spec-financing">{t('contracts.spec.financing')}</h3>
        <p>{t(spec.financing.kind === 'daily' ? (spec.financing.tripleOnWednesday ? 'contracts.spec.financingDailyTriple' : 'contracts.spec.financingDaily') : 'contracts.spec.financingEightHourly')}</p>
        <dl className="spec__list">
          <Row label={t('contracts.spec.financingLong')}>{pct(spec.financing.longRate)}</Row>
          <Row label={t('contracts.spec.financingShort')}>{pct(spec.financing.shortRate)}</Row>
        </dl>
        <p className="muted">{t('contracts.spec.financingSign')}</p>
      </section>

      <section className="card" aria-labelledby="spec-margin">
        <h3 id="spec-margin">{t('contracts.spec.margin')}</h3>
        {maintenance.kind === 'tiers' && maintenance.tiers ? (
          <div className="spec__table-wrap">
            <table className="spec__table" data-testid="spec-tiers">
              <TableHead scoped columns={[t('contracts.spec.tierNotional'), t('contracts.spec.tierLeverage'), t('contracts.spec.tierRate'), t('contracts.spec.tierAmount')]} />
              <tbody>
                {maintenance.tiers.map((tier) => (
                  <tr key={tier.notionalUpTo ?? 'top'}>
                    <td className="mono">{tier.notionalUpTo === null ? t('contracts.spec.tierAbove') : t('contracts.spec.tierUpTo', { amount: usdt(tier.notionalUpTo) })}</td>
                    <td className="mono">{tier.maxLeverage}x</td>
                    <td className="mono">{pct(tier.rate)}</td>
                    <td className="mono">{usdt(tier.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p data-testid="spec-tiers">{t('contracts.spec.shareOfInitial', { share: pct(maintenance.share ?? '0') })}</p>
        )}
      </section>

      <section className="card" aria-labelledby="spec-liquidation">
        <h3 id="spec-liquidation">{t('contracts.spec.liquidation')}</h3>
        <p>{t('contracts.spec.liquidationRule')}</p>
        <p className="spec__formula mono" data-testid="spec-formula">
          {t('contracts.spec.formulaEquity')}
        </p>
        {maintenance.kind === 'tiers' ? (
          <>
            <p className="spec__formula mono">{t('contracts.spec.formulaMaintenanceTiers')}</p>
            <p className="spec__formula mono">{t('contracts.spec.formulaLong')}</p>
            <p className="spec__formula mono">{t('contracts.spec.formulaShort')}</p>
          </>
        ) : (
          <p className="spec__formula mono">{t('contracts.spec.formulaMaintenanceShare', { share: pct(maintenance.share ?? '0') })}</p>
        )}
        <p className="muted">{t('contracts.spec.formulaKey')}</p>
      </section>

      <section className="card" aria-labelledby="spec-hours">
        <h3 id="spec-hours">{t('contracts.spec.hours')}</h3>
        {spec.hours === '24x7' ? (
          <p data-testid="spec-hours">{t('contracts.spec.aroundTheClock')}</p>
        ) : (
          <SessionHours hours={spec.hours} now={new Date()} testId="spec-hours" />
        )}
      </section>
      <ButtonLink variant="secondary" block to={`/currencyTrade?symbol=${encodeURIComponent(spec.symbol)}`}>{t('contracts.spec.trade')}</ButtonLink>
    </div>
  );
};
