import { type ChipProps } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { FundingRecord } from './funding-record';
import { CodeChip } from '../code-chip';
import { translatedChoices } from '../translated-choices';

const colorOf: Record<string, ChipProps['color']> = {
  pending: 'warning',
  approving: 'info',
  completed: 'success',
  rejected: 'error',
};

export const statusChoices = (statuses: readonly string[]) => translatedChoices(statuses, 'app.funding.status');

export const ReviewStatusChip = ({ status }: { status: string }) => (
  <CodeChip code={status} messages="app.funding.status" withFallback colours={colorOf} testId="review-status" />
);

export const ReviewStatusField = () => {
  const record = useRecordContext<FundingRecord>();
  return record?.status ? <ReviewStatusChip status={record.status} /> : null;
};
