import { useState } from 'react';
import { Button } from '@mui/material';
import { DataTable, List, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useStaffCan } from '../../auth/use-staff-roles';
import { adminApi } from '../../providers/admin-api';
import { CustomerNameField } from '../../shared/customers/customer-name-field';
import { LocaleDateField } from '../../shared/locale-date-field';
import { ReasonDialog } from '../../shared/reason-dialog';
import { RulesLinkActions } from '../../shared/rules-link-actions';
import { TranslatedField } from '../../shared/translated-field';
import { useStaffAction } from '../../shared/use-staff-action';
import { referralRulesPath, type ReferralCommission } from './referral-record';

const PayerField = () => <CustomerNameField source="payerId" label="engagement.referral.fields.payer" />;

const StatusField = () => (
  <TranslatedField source="status" messages="engagement.referral.status" label="engagement.referral.fields.status" />
);

const ReasonField = () => {
  const record = useRecordContext<ReferralCommission>();
  const translate = useTranslate();
  if (!record) return null;
  // A refusal is the server's message key (`referral.feesShort`); a line that pays nothing names why.
  const code = record.reason === 'referral.feesShort' ? 'fees_short' : record.reason;
  const text = record.clawbackReason ?? (code ? translate(`engagement.referral.reason_code.${code}`, { _: code }) : '');
  return <span>{text}</span>;
};

/** Finance takes a paid commission back with a reason the inviter reads: a correcting entry to platform:fees. */
const ClawBackButton = () => {
  const record = useRecordContext<ReferralCommission>();
  const translate = useTranslate();
  const mayEdit = useStaffCan('referral-commissions', 'edit');
  const { run, sending, refusal } = useStaffAction();
  const [open, setOpen] = useState(false);
  if (!record || record.status !== 'paid' || !mayEdit) return null;

  const send = async (reason: string) => {
    const path = `/referral-commissions/${encodeURIComponent(record.feeId)}/levels/${record.level}/claw-back`;
    if (await run(() => adminApi(path, { method: 'POST', body: { reason } }), 'engagement.referral.claw_back.notice')) setOpen(false);
  };

  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)} data-testid="referral-claw-back">
        {translate('engagement.referral.claw_back.action')}
      </Button>
      {open && (
        <ReasonDialog
          titleId="claw-back-title"
          title="engagement.referral.claw_back.title"
          text={translate('engagement.referral.claw_back.text', { amount: record.amount, level: record.level })}
          reasonLabel="engagement.referral.claw_back.reason"
          confirmLabel="engagement.referral.claw_back.action"
          confirmColor="error"
          testIds={{ reason: 'referral-claw-back-reason', confirm: 'referral-claw-back-confirm' }}
          sending={sending}
          refusal={refusal}
          onConfirm={(reason) => void send(reason)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
};

const actions = <RulesLinkActions rulesPath={referralRulesPath} label="engagement.referral.title" testId="referral-rules-link" />;

const filters = [
  <TextInput key="inviterId" source="inviterId" label="engagement.referral.fields.inviter" alwaysOn />,
  <TextInput key="payerId" source="payerId" label="engagement.referral.fields.payer" alwaysOn />,
];

// Every commission line, newest first: who earned what on whose fee, or why nothing; a row opens the inviter's tree.
export const ReferralCommissionList = () => (
  <List filters={filters} actions={actions} title="engagement.referral.commissions" sort={{ field: 'decidedAt', order: 'DESC' }}>
    <DataTable
      rowClick={(_id, _resource, record) => `/referral-trees/${(record as ReferralCommission).inviterId}/show`}
      bulkActionButtons={false}
    >
      <DataTable.Col source="inviterId" label="engagement.referral.fields.inviter" disableSort field={CustomerNameField} />
      <DataTable.Col source="level" label="engagement.referral.fields.level" disableSort />
      <DataTable.Col source="payerId" label="engagement.referral.fields.payer" disableSort field={PayerField} />
      <DataTable.Col source="product" label="engagement.referral.fields.product" disableSort />
      <DataTable.Col
        source="fee"
        label="engagement.referral.fields.fee"
        disableSort
        render={(record: ReferralCommission) => `${record.fee} ${record.coin}`}
      />
      <DataTable.Col source="rateBps" label="engagement.referral.fields.rate" disableSort />
      <DataTable.Col source="amount" label="engagement.referral.fields.amount" disableSort />
      <DataTable.Col source="status" label="engagement.referral.fields.status" disableSort field={StatusField} />
      <DataTable.Col source="reason" label="engagement.referral.fields.reason" disableSort field={ReasonField} />
      <DataTable.Col source="decidedAt" label="engagement.referral.fields.decided_at" disableSort field={LocaleDateField} />
      <DataTable.Col label="engagement.referral.fields.actions" disableSort field={ClawBackButton} />
    </DataTable>
  </List>
);
