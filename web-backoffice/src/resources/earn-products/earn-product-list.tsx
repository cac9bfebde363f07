import { BooleanField, DataTable, List, useRecordContext, useTranslate } from 'react-admin';
import { useEditOrShow } from '../../auth/use-staff-roles';
import { LocaleDateField } from '../../shared/locale-date-field';
import type { EarnProduct } from './earn-product-record';
import { CreateAction } from '../../shared/permitted-actions';

/** Two of the product's terms as a range, `low – high`. */
const TermsRange = ({ low, high }: { low: 'minAmount' | 'dailyRateMin'; high: 'maxAmount' | 'dailyRateMax' }) => {
  const record = useRecordContext<EarnProduct>();
  return record ? <span>{`${record.terms[low]} – ${record.terms[high]}`}</span> : null;
};

const Range = () => <TermsRange low="dailyRateMin" high="dailyRateMax" />;
const Bounds = () => <TermsRange low="minAmount" high="maxAmount" />;

const Kind = () => {
  const record = useRecordContext<EarnProduct>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{record.terms.kind === 'vip' ? `VIP ${record.terms.minVipLevel}+` : translate('app.earn_products.kind.custody')}</span>;
};

const Penalty = () => {
  const record = useRecordContext<EarnProduct>();
  const translate = useTranslate();
  return record ? (
    <span>{translate(`app.earn_products.penalty.${record.terms.penalty.kind}`, { rate: record.terms.penalty.rate })}</span>
  ) : null;
};

// Finance, who changes the products, adds them too.
const actions = <CreateAction resource="earn-products" allowedBy="edit" />;

// Every product with its rules and its last change; a row opens the terms and the daily rates
// (the form for finance, the read-only page for the others).
export const EarnProductList = () => {
  const opens = useEditOrShow('earn-products');
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
