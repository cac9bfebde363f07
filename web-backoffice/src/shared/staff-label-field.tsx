import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { Labeled, useRecordContext, type RaRecord } from 'react-admin';
import { LocaleDateField } from './locale-date-field';
import { useStaffLabel } from './review/use-staff-label';

/** The staff member a record names in `source` (who changed it last...), by e-mail or name where the back office can tell. */
// `label`: read by the show layout around it, as react-admin's own fields' is.
export const StaffLabelField = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext<RaRecord>();
  const label = useStaffLabel(record?.[source] ?? undefined);
  return <span>{label || '-'}</span>;
};

// `messages`: labels `<messages>.changed_at` and `.changed_by` instead of the resource's field names.
type ChangeStampProps = { at: string; by: string; messages?: string; children?: ReactNode };

/** In a form, in one row: `children` (the record's name...), then when (`at`) and by whom (`by`) the record was changed last. */
export const ChangeStamp = ({ at, by, messages, children }: ChangeStampProps) => (
  <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
    {children}
    <Labeled source={at} label={messages && `${messages}.changed_at`}>
      <LocaleDateField source={at} emptyText="-" />
    </Labeled>
    <Labeled source={by} label={messages && `${messages}.changed_by`}>
      <StaffLabelField source={by} />
    </Labeled>
  </Stack>
);
