import type { ReactNode } from 'react';
import { Edit, TextInput, useNotify, useRedirect, type EditProps, type RaRecord, type TextInputProps } from 'react-admin';
import { ChangeStamp } from './staff-label-field';
import { StaffForm } from './staff-form';
import { mustHave } from './validators';

/**
 * The reason input of a change that may wait for a second staff member: optional, since only a change
 * sent for a second approval needs one. Labelled `<messages>.reason` and `.help.reason`, or by default
 * with the words every rules page shares.
 */
const optionalReason = (messages?: string): Partial<TextInputProps> => ({
  validate: undefined,
  label: messages ? `${messages}.reason` : 'app.proposals.rules_reason',
  helperText: messages ? `${messages}.help.reason` : 'app.proposals.rules_reason_help',
});

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

// `messages`: the resource's `app.<name>` keys, with `intro` shown above the form, `help.reason` under the reason and
// `title` the page's title unless `title` says otherwise.
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
  const proposalAwareSave = useProposalAwareSave(resource, redirect);
  return (
    <Edit
      id={id}
      mutationMode="pessimistic"
      mutationOptions={proposals ? proposalAwareSave : undefined}
      transform={transform}
      redirect={redirect}
      title={title ?? `${messages}.title`}
    >
      {/* A setting is changed, never removed: Save only. */}
      <StaffForm resource={resource} intro={`${messages}.intro`}>
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
      </StaffForm>
    </Edit>
  );
};

// `wording`: the resource's own messages for the reason (`reason`, `help.reason`) and for when and by whom it
// was changed last (`changed_at`, `changed_by`); without it, the words every rules page shares.
type FourEyesSettingsEditProps = Omit<SettingsEditProps, 'proposals' | 'reason' | 'after'> & { wording?: string };

/**
 * A setting whose loosening waits for a second staff member (Proposals): the reason is needed only for such
 * a change, and who changed the setting last stands below the form.
 */
export const FourEyesSettingsEdit = ({ wording, ...settings }: FourEyesSettingsEditProps) => (
  <SettingsEdit
    {...settings}
    proposals
    reason={optionalReason(wording)}
    after={<ChangeStamp at="changedAt" by="changedBy" messages={wording} />}
  />
);
