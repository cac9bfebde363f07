import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import { Show, SimpleShowLayout, useTranslate, type ShowProps } from 'react-admin';
import { staffCan } from '../auth/staff-access';
import { useStaffRoles } from '../auth/use-staff-roles';

// `messages`: the resource's `app.<name>` keys, with `read_only` shown above the record (test id `<resource>-read-only`)
// to staff who may not change it, or to every reader with `noticeAlways` (a screen only they reach).
type SettingsShowProps = Pick<ShowProps, 'id' | 'title' | 'queryOptions'> & {
  resource: string;
  messages: string;
  noticeAlways?: boolean;
  children: ReactNode;
};

/** What staff without the right to change a settings record see: the record, and why it cannot be changed here. */
export const SettingsShow = ({ resource, messages, id, title, queryOptions, noticeAlways, children }: SettingsShowProps) => {
  const translate = useTranslate();
  const { roles, isPending } = useStaffRoles();
  const readOnly = noticeAlways || (!isPending && !staffCan(roles, resource, 'edit'));
  return (
    <Show id={id} title={title} queryOptions={queryOptions}>
      {readOnly && (
        <Alert severity="info" sx={{ m: 2, mb: 0 }} data-testid={`${resource}-read-only`}>
          {translate(`${messages}.read_only`)}
        </Alert>
      )}
      <SimpleShowLayout>{children}</SimpleShowLayout>
    </Show>
  );
};
