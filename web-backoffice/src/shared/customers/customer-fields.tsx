import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { customerAccount, customerKind, type Customer } from './customer-record';

export const CustomerAccountField = () => {
  const customer = useRecordContext<Customer>();
  return customer ? <span>{customerAccount(customer)}</span> : null;
};

export const CustomerTypeField = () => {
  const customer = useRecordContext<Customer>();
  const translate = useTranslate();
  return customer ? (
    <span>{translate(`app.customers.type.${customer.type}`, { _: customer.type })}</span>
  ) : null;
};

export const CustomerKindField = () => {
  const customer = useRecordContext<Customer>();
  const translate = useTranslate();
  if (!customer) return null;
  const kind = customerKind(customer);
  return (
    <Chip
      size="small"
      variant={kind === 'demo' ? 'outlined' : 'filled'}
      color={kind === 'demo' ? 'warning' : 'success'}
      label={translate(`app.customers.kind.${kind}`)}
    />
  );
};
