import { ArrayField, DataTable } from 'react-admin';
import { LocaleDateField } from './locale-date-field';
import { AmountField } from './review/funding-fields';

// `source`: the record's list of days; `amountLabel`: what a day's amount is (earned, interest);
// `bookedAt`: the field of each day that says when it was booked.
type DailyAccrualsFieldProps = { source: string; amountLabel: string; bookedAt: string };

/** Day by day, what a balance earned or cost (an earn order's yields, a loan's interest): the rate, the amount, when it was booked. */
export const DailyAccrualsField = ({ source, amountLabel, bookedAt }: DailyAccrualsFieldProps) => (
  <ArrayField source={source}>
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="day" />
      <DataTable.Col source="rate" />
      <DataTable.Col source="amount" field={AmountField} label={amountLabel} />
      <DataTable.Col source={bookedAt} field={LocaleDateField} />
    </DataTable>
  </ArrayField>
);
