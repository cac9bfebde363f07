import type { ReactNode } from 'react';
import { LinearProgress, type SxProps, type Theme } from '@mui/material';
import { Pagination, ReferenceManyField, type ReferenceManyFieldProps } from 'react-admin';
import { EmptyListMessage } from './empty-list-message';
import { TitledSection } from './titled-section';

type RelatedRecordsSectionProps = Pick<ReferenceManyFieldProps, 'reference' | 'target' | 'sort' | 'perPage'> & {
  /** The heading's element id and message. */
  id: string;
  title: string;
  /** Said in place of the records when there are none. */
  emptyMessage: string;
  /** Pages of `perPage` records; without it, the first `perPage` only. */
  paginated?: boolean;
  sx?: SxProps<Theme>;
  /** How the records are shown (a table, a timeline). */
  children: ReactNode;
};

/** Under the record shown, the records of another resource that point at it (its trades, its subscriptions, its history). */
export const RelatedRecordsSection = (props: RelatedRecordsSectionProps) => {
  const { id, title, emptyMessage, paginated = false, sx, children, ...reference } = props;
  return (
    <TitledSection id={id} title={title} sx={sx}>
      <ReferenceManyField
        {...reference}
        pagination={paginated ? <Pagination /> : undefined}
        loading={<LinearProgress />}
        empty={<EmptyListMessage messageKey={emptyMessage} />}
      >
        {children}
      </ReferenceManyField>
    </TitledSection>
  );
};
