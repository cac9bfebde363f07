import type { ReactNode } from 'react';
import { Show, SimpleShowLayout, type ShowProps } from 'react-admin';
import { useShowQueryOptions } from './use-show-query-options';

// `below`: sections after the record's fields (related records, history), outside its layout.
type RecordShowProps = Pick<ShowProps, 'title'> & { below?: ReactNode; children: ReactNode };

/** A record's page: its fields, one labelled row each, then what follows it; a refusal to read it says so (useShowQueryOptions). */
export const RecordShow = ({ title, below, children }: RecordShowProps) => (
  <Show queryOptions={useShowQueryOptions()} title={title}>
    <SimpleShowLayout>{children}</SimpleShowLayout>
    {below}
  </Show>
);
