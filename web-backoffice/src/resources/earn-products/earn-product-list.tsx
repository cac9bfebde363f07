import { BooleanField, CreateButton, DataTable, List, useRecordContext, useTranslate } from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { LocaleDateField } from '../../shared/locale-date-field';
import type { EarnProduct } from './earn-product-record';
import { PermittedActions } from '../../shared/permitted-actions';

const Range = () => {
  const record = useRecordContext<EarnProduct>();
  return record ? <span>{`${record.terms.dailyRateMin} – ${record.terms.dailyRateMax}`}</span> : null;
};

const Kind = () => {
  const record = useRecordContext<EarnProduct>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{record.terms.kind === 'vip' ? `VIP ${record.terms.minVipLevel}+` : translate('app.earn_products.kind.custody')}</span>;
};

const Bounds = () => {
  const record = useRecordContext<EarnProduct>();
  return record ? <span>{`${record.terms.minAmount} – ${record.terms.maxAmount}`}</span> : null;
};

const Penalty = () => {
  const record = useRecordContext<EarnProduct>();
  const translate = useTranslate();
  return record ? (
    <span>{translate(`app.earn_products.penalty.${record.terms.penalty.kind}`, { rate: record.terms.penalty.rate })}</span>
  ) : null;
};

const actions = (
  <PermittedActions resource="earn-products" action="edit">
    <CreateButton />
  </PermittedActions>
);

// Every product with its rules and its last change; a row opens the terms and the daily rates
// (the form for finance, the read-only page for the others).
export const EarnProductList = () => {
  const { roles, isPending } = useStaffRoles();
  const opens = !isPending && staffCan(roles, 'earn-products', 'edit') ? 'edit' : 'show';
  return (
    <List pagination={false} actions={actions} title="app.earn_products.title">
      <DataTable rowClick={opens} bulkActionButtons={false}>
        <DataTable.Col source="id" disableSort />
        <DataTable.Col source="terms.kind" disableSort field={Kind} />
        <DataTable.Col source="terms.cycleDays" disableSort />
        <DataTable.Col source="bounds" disableSort field={Bounds} />
        <DataTable.Col source="range" disableSort field={Range} />
        <DataTable.Col source="penalty" disableSort field={Penalty} />
        <DataTable.Col source="terms.enabled" disableSort field={BooleanField} />
        <DataTable.Col source="changedAt" disableSort field={LocaleDateField} />
        <DataTable.Col source="reason" disableSort />
      </DataTable>
    </List>
  );
};
