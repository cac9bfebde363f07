import { ReferenceField, useRecordContext } from 'react-admin';
import { customerAccount, type Customer } from './customer-record';

const NameAndAccount = () => {
  const customer = useRecordContext<Customer>();
  if (!customer) return null;
  const account = customerAccount(customer) || customer.id;
  // A name the customer chose, not the masked account the API shows when there is none.
  const name = customer.name && !customer.name.includes('*') ? customer.name : null;
  return (
    <span data-testid="customer-name" style={{ whiteSpace: 'nowrap' }}>
      {name ? `${name} · ${account}` : account}
    </span>
  );
};

/**
 * Whose record it is, by name and account (e-mail or phone) linking to the customer's page, for
 * records that carry only the customer's id. react-admin batches the look-ups of a list's rows.
 */
export const CustomerNameField = ({ source = 'customerId' }: { source?: string; label?: string }) => (
  <ReferenceField source={source} reference="customers" link="show" emptyText="-">
    <NameAndAccount />
  </ReferenceField>
);
