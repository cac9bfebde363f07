import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import {
  Edit,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  required,
  useNotify,
  useRedirect,
  useTranslate,
  type EditProps,
  type RaRecord,
  type TextInputProps,
} from 'react-admin';
import { staffCan } from '../auth/staff-access';
import { useStaffRoles } from '../auth/use-staff-roles';

const mustHave = [required()];

// Only staff allowed to edit the resource see Save (the server refuses anyone else); no delete: a setting is changed, never removed.
const SettingsToolbar = ({ resource }: { resource: string }) => {
  const { roles, isPending } = useStaffRoles();
  return <Toolbar>{!isPending && staffCan(roles, resource, 'edit') && <SaveButton />}</Toolbar>;
};

// A change that may wait for a second staff member (Proposals) says so instead of "updated", then goes where `redirect` says.
const useProposalAwareSave = (resource: string, redirectTo: EditProps['redirect']) => {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onSuccess: (data: RaRecord) => {
      notify(data.proposal ? 'app.proposals.sent_notice' : 'ra.notification.updated', {
        type: data.proposal ? 'info' : 'success',
        messageArgs: { smart_count: 1 },
      });
      if (typeof redirectTo === 'string') redirect(redirectTo, resource);
    },
  };
};

// `messages`: the resource's `app.<name>` keys, with `intro` shown above the form and `help.reason` under the reason.
// `proposals`: the server may answer with a proposal instead of the change. `reason`: what differs in the reason input;
// `after`: what stands below it (who changed the record last).
type SettingsEditProps = Pick<EditProps, 'id' | 'transform' | 'redirect' | 'title'> & {
  resource: string;
  messages: string;
  proposals?: boolean;
  reason?: Partial<TextInputProps>;
  after?: ReactNode;
  children: ReactNode;
};

/** A settings record changed as a whole, saved only once the server answers, with the reason kept beside the change. */
export const SettingsEdit = ({
  resource,
  messages,
  id,
  transform,
  redirect,
  title,
  proposals,
  reason,
  after,
  children,
}: SettingsEditProps) => {
  const translate = useTranslate();
  const proposalAwareSave = useProposalAwareSave(resource, redirect);
  return (
    <Edit
      id={id}
      mutationMode="pessimistic"
      mutationOptions={proposals ? proposalAwareSave : undefined}
      transform={transform}
      redirect={redirect}
      title={title}
    >
      {/* noValidate: the form's own messages, in the back office's language, not the browser's bubbles */}
      <SimpleForm toolbar={<SettingsToolbar resource={resource} />} noValidate>
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate(`${messages}.intro`)}
        </Alert>
        {children}
        <TextInput
          source="reason"
          validate={mustHave}
          multiline
          fullWidth
          defaultValue=""
          helperText={`${messages}.help.reason`}
          {...reason}
        />
        {after}
      </SimpleForm>
    </Edit>
  );
};
