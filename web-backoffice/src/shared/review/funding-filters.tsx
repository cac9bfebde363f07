import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import { statusChoices } from './review-status-field';

const searchCustomers = (q: string) => ({ q });
const NEWEST_CUSTOMERS = { field: 'created_at', order: 'DESC' } as const;

// The review queues: pending first by default (filterDefaultValues), any status on demand, and one
// customer picked by e-mail, phone or id.
export const fundingFilters = (statuses: readonly string[]) => [
  <SelectInput
    key="status"
    source="status"
    label="app.funding.status_filter"
    alwaysOn
    choices={statusChoices(statuses)}
    emptyText="app.funding.all_statuses"
  />,
  customerFilter(),
];

/**
 * One customer picked by e-mail, phone or id; the lists send it as `customerId`. The label is named:
 * inside a ReferenceInput the input's resource is `customers`, which has no `customerId` field, so a
 * label left to react-admin would read "Customer" in every language.
 */
export const customerFilter = () => (
  <ReferenceInput key="customerId" source="customerId" reference="customers" sort={NEWEST_CUSTOMERS} label="app.funding.customer_filter" alwaysOn>
    <AutocompleteInput label="app.funding.customer_filter" filterToQuery={searchCustomers} sx={{ minWidth: 280 }} />
  </ReferenceInput>
);

export const PENDING_FIRST = { field: 'created_at', order: 'ASC' } as const;
