import { Alert } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
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
  const { roles, isPending } = useStaffRoles();
  if (!record || isPending || !decidable(record)) return null;
  if (!staffCan(roles, 'coin-offerings', 'decide')) return <Alert severity="info">{translate('app.coin_offerings.read_only')}</Alert>;
  const figures = { subscribed: record.subscribed, volume: record.issueVolume, symbol: record.symbol };
  return (
    <PairedDecision<OfferingDecision>
      confirmed="allot"
      withReason="fail"
      messageOf={nestedDecisionMessages('app.coin_offerings')}
      messageArgs={figures}
      reasonLabel="app.coin_offerings.reason"
      reasonRequired="app.coin_offerings.reason_required"
      testId="offering"
      decide={(decision, body) => dataProvider.offeringDecision(record.id, decision, body)}
      banner={<Alert severity="warning">{translate('app.coin_offerings.to_decide', figures)}</Alert>}
    />
  );
};
