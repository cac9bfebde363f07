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
    alwaysOn
    choices={statusChoices(statuses)}
    emptyText="app.funding.all_statuses"
  />,
  customerFilter(),
];

/** One customer picked by e-mail, phone or id; the lists send it as `customerId`. */
export const customerFilter = () => (
  <ReferenceInput key="customerId" source="customerId" reference="customers" sort={NEWEST_CUSTOMERS} alwaysOn>
    <AutocompleteInput filterToQuery={searchCustomers} sx={{ minWidth: 280 }} />
  </ReferenceInput>
);

export const PENDING_FIRST = { field: 'created_at', order: 'ASC' } as const;
