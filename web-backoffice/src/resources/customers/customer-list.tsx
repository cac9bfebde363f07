import { DataTable, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { RecordList } from '../../shared/record-list';
import { LocaleDateField } from '../../shared/locale-date-field';
import { CustomerAccountField, CustomerKindField, CustomerTypeField } from '../../shared/customers/customer-fields';

const useCustomerFilters = () => {
  const translate = useTranslate();
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('app.customers.search')}
      slotProps={{ htmlInput: { 'aria-label': translate('app.customers.search') } }}
      sx={{ minWidth: 420 }}
    />,
    <SelectInput
      key="kind"
      source="kind"
      alwaysOn
      choices={[
        { id: 'real', name: 'app.customers.kind.real' },
        { id: 'demo', name: 'app.customers.kind.demo' },
      ]}
    />,
  ];
};

export const CustomerList = () => {
  const filters = useCustomerFilters();
  return (
    <RecordList filters={filters} sort={{ field: 'created_at', order: 'DESC' }} emptyMessage="app.customers.empty" rowClick="show">
      <DataTable.Col source="id" />
      <DataTable.Col source="account" field={CustomerAccountField} disableSort />
      <DataTable.Col source="type" field={CustomerTypeField} />
      <DataTable.Col source="kind" field={CustomerKindField} disableSort />
      <DataTable.Col source="invitation_code" />
      <DataTable.Col source="created_at" field={LocaleDateField} />
    </RecordList>
  );
};
