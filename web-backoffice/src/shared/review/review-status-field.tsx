import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { FundingRecord } from './funding-record';

const colorOf: Record<string, ChipProps['color']> = {
  pending: 'warning',
  approving: 'info',
  completed: 'success',
  rejected: 'error',
};

export const statusChoices = (statuses: readonly string[]) =>
  statuses.map((status) => ({ id: status, name: `app.funding.status.${status}` }));

export const ReviewStatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={colorOf[status] ?? 'default'}
      data-testid="review-status"
      data-status={status}
      label={translate(`app.funding.status.${status}`, { _: status })}
    />
  );
};

export const ReviewStatusField = () => {
  const record = useRecordContext<FundingRecord>();
  return record?.status ? <ReviewStatusChip status={record.status} /> : null;
};
