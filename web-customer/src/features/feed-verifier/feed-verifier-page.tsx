import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../shared/format/use-format';
import { Button } from '../../shared/ui/button';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { SelectField } from '../../shared/ui/select-field';
import { Skeleton } from '../../shared/ui/skeleton';
import {
  useFeedCommitmentsQuery,
  useFeedInstrumentsQuery,
  useFirstTickQuery,
  useLazyHourTicksQuery,
  useVerifierOptionsQuery,
  useVerifierPositionsQuery,
} from './feed-verifier.api';
import type { HourCommitment } from './feed-verifier.types';
import { HourResult } from './hour-result';
import { checkHour, type HourCheck } from './verify-hour-in-browser';

interface Checked {
  symbol: string;
  hour: string;
  check: HourCheck;
}

// /verify-feed: anyone recomputes an hour of a market's recorded ticks from the hour's revealed seed, in
// this browser, and a logged-in customer sees each of their outcomes in that hour checked against it.
// ?symbol= and ?hour= preselect what an outcome's "verify" link points at.
export const FeedVerifierPage = ({ loggedIn }: { loggedIn: boolean }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const [search] = useSearchParams();
  const commitments = useFeedCommitmentsQuery();
  const instruments = useFeedInstrumentsQuery();
  const positions = useVerifierPositionsQuery(undefined, { skip: !loggedIn });
  const options = useVerifierOptionsQuery(undefined, { skip: !loggedIn });
  const [loadTicks, { isFetching }] = useLazyHourTicksQuery();
  const [failed, setFailed] = useState(false);
  const [result, setResult] = useState<Checked | null>(null);

  const [symbol, setSymbol] = useState(search.get('symbol')?.toUpperCase() ?? 'BTCUSDT');
  const knownSymbol = instruments.data?.some((item) => item.symbol === symbol) ? symbol : instruments.data?.[0]?.symbol;
  const first = useFirstTickQuery(knownSymbol ?? '', { skip: !knownSymbol });
  // Only the hours since the market's first recorded tick (the install): earlier ones have nothing to check.
  const firstAt = first.data ? Date.parse(first.data.at) : null;
  const revealed = useMemo(
    () => (commitments.data ?? []).filter((c) => c.seed !== null && firstAt !== null && Date.parse(c.hour) + 3_600_000 > firstAt).reverse(),
    [commitments.data, firstAt],
  );
  const upcoming = useMemo(() => (commitments.data ?? []).filter((c) => c.seed === null), [commitments.data]);
  const [chosenHour, setHour] = useState<string | null>(search.get('hour'));
  const hour = chosenHour && revealed.some((c) => c.hour === chosenHour) ? chosenHour : (revealed[0]?.hour ?? '');

  if (commitments.isError || instruments.isError)
    return (
      <Page title={t('verifier.title')}>
        <LoadFailed title={t('verifier.loadFailed')} onRetry={() => {
            void commitments.refetch();
            void instruments.refetch();
          }} />
      </Page>
    );
  if (!commitments.data || !instruments.data)
    return (
      <Page title={t('verifier.title')}>
        <Skeleton lines={6} />
      </Page>
    );

  const instrument = instruments.data.find((item) => item.symbol === symbol) ?? instruments.data[0]!;
  const commitment = commitments.data.find((c) => c.hour === hour);
  const hourLabel = (c: HourCommitment) => t('verifier.hourRange', { from: format.dateTime(c.hour), to: format.clock(new Date(Date.parse(c.hour) + 3_600_000).toISOString()) });

  const verify = async () => {
    if (!commitment) return;
    setFailed(false);
    try {
      const ticks = await loadTicks({ symbol: instrument.symbol, hour: commitment.hour }).unwrap();
      setResult({ symbol: instrument.symbol, hour: commitment.hour, check: checkHour(instrument, commitment, ticks) });
    } catch {
      setFailed(true);
    }
  };

  return (
    <Page title={t('verifier.title')}>
      <div className="card verifier" data-testid="feed-verifier">
        <p>{t('verifier.intro')}</p>
        <ol className="rule-list">
          <li>{t('verifier.step.commit')}</li>
          <li>{t('verifier.step.reveal')}</li>
          <li>{t('verifier.step.recompute')}</li>
        </ol>
        {upcoming[0] && (
          <p className="muted verifier__hash" data-testid="verifier-next-commitment">
            {t('verifier.currentCommitment', { hour: hourLabel(upcoming[0]) })} <code>{upcoming[0].commitment}</code>
          </p>
        )}
        <div className="form verifier__choice">
          <SelectField name="symbol" label={t('verifier.market')} value={instrument.symbol} onChange={(event) => setSymbol(event.target.value)} data-testid="verifier-symbol">
            {instruments.data.map((item) => (
              <option key={item.symbol} value={item.symbol}>
                {item.symbol}
              </option>
            ))}
          </SelectField>
          <SelectField name="hour" label={t('verifier.hour')} value={hour} onChange={(event) => setHour(event.target.value)} data-testid="verifier-hour">
            {revealed.length === 0 && <option value="">{t('verifier.noHourYet')}</option>}
            {revealed.map((c) => (
              <option key={c.hour} value={c.hour}>
                {hourLabel(c)}
              </option>
            ))}
          </SelectField>
          <Button block busy={isFetching} disabled={!commitment} onClick={verify} data-testid="verifier-run">
            {isFetching ? t('verifier.running') : t('verifier.run')}
          </Button>
        </div>
        {failed && (
          <p className="notice notice--warning" role="alert">
            {t('verifier.ticksFailed')}
          </p>
        )}
      </div>
      {result && commitment && (
        <HourResult
          symbol={result.symbol}
          commitment={commitments.data.find((c) => c.hour === result.hour) ?? commitment}
          check={result.check}
          positions={loggedIn ? positions.data : undefined}
          options={loggedIn ? options.data : undefined}
        />
      )}
      <p className="muted" data-testid="verifier-script">
        {t('verifier.script', { command: `npm run verify-feed -- --url ${window.location.origin} --symbol ${instrument.symbol}${commitment ? ` --hour ${commitment.hour}` : ''}` })}
      </p>
    </Page>
  );
};
