import { Chip, Stack, Typography } from '@mui/material';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { DetailsList } from '../../shared/details-list';
import { LocaleDateField } from '../../shared/locale-date-field';
import { SpotCustomerField } from '../../shared/spot/spot-fields';
import { BesideCustomer } from '../../shared/customers/beside-customer';
import { KycImages } from './kyc-images';
import { KycStatusField, KycTierField } from './kyc-list';
import { DETAIL_ORDER, type KycSubmission } from './kyc-record';
import { KycReview } from './kyc-review';

const KycTitle = () => {
  const record = useRecordContext<KycSubmission>();
  const translate = useTranslate();
  return record ? <>{translate('app.kyc.title', { tier: translate(`app.kyc.tier.${record.tier}`), customer: record.account })}</> : null;
};

/** What the customer sent, in full (compliance sees numbers unmasked), in a fixed order. */
const KycDetails = () => {
  const record = useRecordContext<KycSubmission>();
  const translate = useTranslate();
  if (!record) return null;
  const keys = Object.keys(record.details).sort(
    (a, b) => ((DETAIL_ORDER.indexOf(a) + 100) % 200) - ((DETAIL_ORDER.indexOf(b) + 100) % 200),
  );
  const valueOf = (key: string) => {
    const value = String(record.details[key] ?? '');
    if (key === 'documentType') return translate(`app.kyc.document_type.${value}`, { _: value });
    if (key === 'assetProofType') return translate(`app.kyc.asset_proof.${value}`, { _: value });
    return value;
  };
  const details = keys.map((key) => ({
    key,
    label: translate(`app.kyc.field.${key}`, { _: key }),
    value: valueOf(key),
    monospace: key.endsWith('Number'),
  }));
  return <DetailsList details={details} testId="kyc-details" />;
};

/** The customer beside the submission: who they are, their level and their other tiers. */
const CustomerContext = () => {
  const record = useRecordContext<KycSubmission>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <SpotCustomerField />
      <Chip size="small" label={translate(`app.kyc.level.${record.customerLevel}`)} />
      {record.customerCountry && <Chip size="small" label={record.customerCountry} />}
      {(record.otherTiers ?? []).map((other) => (
        <Chip
          key={other.tier}
          size="small"
          variant="outlined"
          label={`${translate(`app.kyc.tier.${other.tier}`)}: ${translate(`app.kyc.status.${other.status}`)}`}
        />
      ))}
    </Stack>
  );
};

// One submission: the customer's context, what they sent, the photos at full size, and the decision;
// beside it every balance the customer holds.
export const KycShow = () => (
  <Show title={<KycTitle />}>
    <BesideCustomer<KycSubmission> customerOf={(submission) => ({ customerId: submission.customerId, account: submission.account })}>
      <Stack spacing={2} sx={{ p: 2 }}>
        <CustomerContext />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <KycTierField />
          <KycStatusField />
          <LocaleDateField source="submittedAt" />
        </Stack>
        <ReasonIfRejected />
        <KycReview />
        <KycDetails />
        <KycImages />
      </Stack>
    </BesideCustomer>
  </Show>
);

const ReasonIfRejected = () => {
  const record = useRecordContext<KycSubmission>();
  const translate = useTranslate();
  return record?.reason ? <Typography color="error">{translate('app.kyc.rejected_because', { reason: record.reason })}</Typography> : null;
};
