import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { WithRecord, type RaRecord } from 'react-admin';
import { CustomerContext } from './customer-context';

type BesideCustomerProps<Record extends RaRecord> = {
  /** Whose record it is: the customer's id, and their account where the record names it. */
  customerOf: (record: Record) => { customerId?: RaRecord['id']; account?: string };
  children: ReactNode;
};

/** A record under review on the left (stacked on a narrow screen), the customer it belongs to on the right: who they are, every balance. */
export const BesideCustomer = <Record extends RaRecord>({ customerOf, children }: BesideCustomerProps<Record>) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, gap: 2, alignItems: 'start' }}>
    {children}
    <Box sx={{ p: 2 }}>
      <WithRecord<Record> render={(record) => <CustomerContext {...customerOf(record)} />} />
    </Box>
  </Box>
);
