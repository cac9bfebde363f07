import { DataTable, List, NumberField, TextField } from 'react-admin';
import { useEditOrShow } from '../../auth/use-staff-roles';

const EVERY_CONTRACT = 100;

export const ContractList = () => {
  // Admins open the edit form; everyone else reads the terms.
  const open = useEditOrShow('contracts');
  return (
    <List perPage={EVERY_CONTRACT} pagination={false}>
      <DataTable rowClick={open} bulkActionButtons={false}>
        <DataTable.Col source="symbol" />
        <DataTable.Col source="account" />
        <DataTable.Col source="contractSize" />
        <DataTable.Col source="maxLeverage" field={NumberField} />
        <DataTable.Col source="spread" />
        <DataTable.Col source="openFeeRate" />
        <DataTable.Col source="closeFeeRate" />
        <DataTable.Col source="financing.longRate" field={TextField} />
        <DataTable.Col source="houseExposureCap" />
      </DataTable>
    </List>
  );
};
