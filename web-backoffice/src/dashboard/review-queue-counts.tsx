import { Box, Chip, Skeleton, Typography } from '@mui/material';
import { Link, useGetList, useTranslate } from 'react-admin';
import { staffCan, type StaffRole } from '../auth/staff-access';
import { REVIEW_QUEUES, filteredListPath, queueFilter, type ReviewQueue } from './review-queues';

// Only the list's total is wanted: react-admin's getList answers it beside one record.
const TOTAL_ONLY = { page: 1, perPage: 1 };

const WaitingCount = ({ queue }: { queue: ReviewQueue }) => {
  const translate = useTranslate();
  const filter = queueFilter(queue);
  const { total, isPending, error } = useGetList(queue.resource, { pagination: TOTAL_ONLY, filter });
  if (isPending && !error) return <Skeleton variant="rounded" width={180} height={32} />;
  const count = total ?? 0;
  return (
    <Chip
      component={Link}
      to={filteredListPath(queue.screen, filter)}
      clickable
      color={!error && count > 0 ? 'warning' : 'default'}
      label={
        error
          ? translate('app.checklist.unavailable', { queue: translate(`app.checklist.queue.${queue.key}`) })
          : translate(`app.checklist.${queue.key}`, { smart_count: count })
      }
      data-testid={`waiting-${queue.key}`}
    />
  );
};

/** How many requests wait for a decision (funding, verifications, loans), each linking to its filtered queue. */
export const ReviewQueueCounts = ({ roles }: { roles: readonly StaffRole[] }) => {
  const translate = useTranslate();
  const queues = REVIEW_QUEUES.filter(({ screen }) => staffCan(roles, screen, 'list'));
  if (queues.length === 0) return null;
  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby="review-counts-title">
      <Typography id="review-counts-title" variant="h6" component="h2">
        {translate('app.checklist.waiting')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
        {queues.map((queue) => (
          <WaitingCount key={queue.key} queue={queue} />
        ))}
      </Box>
    </Box>
  );
};
