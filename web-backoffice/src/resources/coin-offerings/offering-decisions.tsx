import { Alert } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { OfferingDecision } from '../../providers/data-provider';
import { nestedDecisionMessages, PairedDecision } from '../../shared/paired-decision';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import { decidable, type CoinOffering } from './coin-offering-record';

/**
 * After the window: allot by the published rule (confirmed, with what was asked for against the
 * volume), or fail the issuance with the reason every subscriber reads (all refunded).
 */
export const OfferingDecisions = () => {
  const record = useRecordContext<CoinOffering>();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  if (!record || !decidable(record)) return null;
  const figures = { subscribed: record.subscribed, volume: record.issueVolume, symbol: record.symbol };
  return (
    <PairedDecision<OfferingDecision>
      resource="coin-offerings"
      messages="app.coin_offerings"
      confirmed="allot"
      withReason="fail"
      messageOf={nestedDecisionMessages('app.coin_offerings')}
      messageArgs={figures}
      testId="offering"
      decide={(decision, body) => dataProvider.offeringDecision(record.id, decision, body)}
      banner={<Alert severity="warning">{translate('app.coin_offerings.to_decide', figures)}</Alert>}
    />
  );
};
