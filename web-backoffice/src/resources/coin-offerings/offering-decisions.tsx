import { useRecordContext } from 'react-admin';
import type { OfferingDecision } from '../../providers/data-provider';
import { PairedDecision } from '../../shared/paired-decision';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import { decidable, type CoinOffering } from './coin-offering-record';

/**
 * After the window: allot by the published rule (confirmed, with what was asked for against the
 * volume), or fail the issuance with the reason every subscriber reads (all refunded).
 */
export const OfferingDecisions = () => {
  const record = useRecordContext<CoinOffering>();
  const dataProvider = useAppDataProvider();
  if (!record || !decidable(record)) return null;
  return (
    <PairedDecision<OfferingDecision>
      resource="coin-offerings"
      messages="app.coin_offerings"
      confirmed="allot"
      withReason="fail"
      messageArgs={{ subscribed: record.subscribed, volume: record.issueVolume, symbol: record.symbol }}
      testId="offering"
      decide={(decision, body) => dataProvider.offeringDecision(record.id, decision, body)}
      question="app.coin_offerings.to_decide"
    />
  );
};
