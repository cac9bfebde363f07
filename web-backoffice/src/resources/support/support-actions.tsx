import { useEffect, useRef, useState } from 'react';
import { Button, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useGetIdentity, useGetList, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { staffCan, type Staff } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { adminApi } from '../../providers/admin-api';
import { ReasonDialog } from '../../shared/reason-dialog';
import { RefusalAlert } from '../../shared/refusal-alert';
import { useStaffAction } from '../../shared/use-staff-action';
import { SUPPORT_CONVERSATIONS, type SupportConversation } from './support-record';

const post = (id: SupportConversation['id'], action: string, body: object = {}) =>
  adminApi(`/support/conversations/${encodeURIComponent(String(id))}/${action}`, { method: 'POST', body });

/** Whoever may answer and opens a conversation with unread customer messages has read them. */
export const useMarkRead = () => {
  const conversation = useRecordContext<SupportConversation>();
  const { roles } = useStaffRoles();
  const refresh = useRefresh();
  const canWrite = staffCan(roles, SUPPORT_CONVERSATIONS, 'edit');
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!conversation?.messages || !canWrite || conversation.unread === 0) return;
    const marker = `${conversation.id}:${conversation.messages.length}`;
    if (asked.current === marker) return;
    asked.current = marker;
    void post(conversation.id, 'read').then(refresh, () => undefined);
  }, [conversation, canWrite, refresh]);
};

/** A reply to the customer, or an internal note only staff see. */
const Composer = ({ conversation }: { conversation: SupportConversation }) => {
  const translate = useTranslate();
  const { run, sending, refusal } = useStaffAction();
  const [kind, setKind] = useState<'reply' | 'notes'>('reply');
  const [body, setBody] = useState('');
  const send = async () => {
    if (!body.trim()) return;
    if (await run(() => post(conversation.id, kind, { body: body.trim() }), kind === 'reply' ? 'support.replied' : 'support.noted'))
      setBody('');
  };
  return (
    <Stack spacing={1} sx={{ mt: 2 }} data-testid="support-staff-composer">
      <ToggleButtonGroup
        size="small"
        exclusive
        value={kind}
        onChange={(_event, value: 'reply' | 'notes' | null) => value && setKind(value)}
      >
        <ToggleButton value="reply" data-testid="support-mode-reply">
          {translate('support.reply')}
        </ToggleButton>
        <ToggleButton value="notes" data-testid="support-mode-note">
          {translate('support.note')}
        </ToggleButton>
      </ToggleButtonGroup>
      <TextField
        multiline
        minRows={2}
        fullWidth
        label={translate(kind === 'reply' ? 'support.reply_label' : 'support.note_label')}
        helperText={translate(kind === 'reply' ? 'support.reply_help' : 'support.note_help')}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 4000, 'data-testid': 'support-staff-input' } }}
      />
      <RefusalAlert refusal={refusal} />
      <Stack direction="row">
        <Button variant="contained" onClick={send} disabled={sending || !body.trim()} data-testid="support-staff-send">
          {translate(kind === 'reply' ? 'support.send_reply' : 'support.add_note')}
        </Button>
      </Stack>
    </Stack>
  );
};

/** Who may take conversations: active staff with the support or admin role. */
const isAgent = (member: Staff & { disabled?: boolean }) => !member.disabled && member.roles.some((role) => role === 'support' || role === 'admin');

/**
 * Whom to assign to: an admin (who reads the staff list) picks any agent, themself first; an agent
 * takes the conversation (the server refuses anyone else, docs/support.md).
 */
const AssigneePicker = ({ value, onChange }: { value: string; onChange: (id: string) => void }) => {
  const translate = useTranslate();
  const { data: staff } = useGetList<Staff & { disabled?: boolean }>('staff', { pagination: { page: 1, perPage: 200 }, sort: { field: 'created_at', order: 'ASC' } });
  const agents = (staff ?? []).filter(isAgent);
  return (
    <TextField
      select
      fullWidth
      label={translate('support.assign.to')}
      value={agents.some((agent) => agent.id === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { 'data-testid': 'support-assignee' } }}
    >
      {agents.map((agent) => (
        <MenuItem key={agent.id} value={agent.id}>
          {agent.name ? `${agent.name} <${agent.email}>` : agent.email}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** Assign (to yourself, or as an admin to any agent) or resolve, each with its reason. */
const ActionDialog = ({
  action,
  conversation,
  onClose,
}: {
  action: 'assign' | 'resolve';
  conversation: SupportConversation;
  onClose: () => void;
}) => {
  const { run, sending, refusal } = useStaffAction();
  const { roles } = useStaffRoles();
  const { identity } = useGetIdentity();
  const picks = action === 'assign' && staffCan(roles, 'staff', 'list');
  const [assigneeId, setAssigneeId] = useState<string>();
  const chosen = assigneeId ?? (identity?.id === undefined ? undefined : String(identity.id));
  const send = async (reason: string) => {
    const body = picks && chosen ? { reason, assigneeId: chosen } : { reason };
    if (await run(() => post(conversation.id, action, body), `support.${action}.notice`)) onClose();
  };
  return (
    <ReasonDialog
      titleId="support-reason-title"
      title={`support.${action}.title`}
      reasonLabel="support.reason"
      confirmLabel={`support.${action}.action`}
      testIds={{ reason: 'support-reason', confirm: 'support-reason-confirm' }}
      sending={sending}
      refusal={refusal}
      onConfirm={(reason) => void send(reason)}
      onClose={onClose}
    >
      {picks && chosen && <AssigneePicker value={chosen} onChange={setAssigneeId} />}
    </ReasonDialog>
  );
};

export const SupportActions = (_props: { label?: string }) => {
  const conversation = useRecordContext<SupportConversation>();
  const { roles } = useStaffRoles();
  const translate = useTranslate();
  const [dialog, setDialog] = useState<'assign' | 'resolve' | null>(null);
  useMarkRead();
  if (!conversation || !staffCan(roles, SUPPORT_CONVERSATIONS, 'edit')) return null;
  return (
    <>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => setDialog('assign')} data-testid="support-assign">
          {translate('support.assign.action')}
        </Button>
        {conversation.status === 'open' && (
          <Button variant="outlined" color="success" onClick={() => setDialog('resolve')} data-testid="support-resolve">
            {translate('support.resolve.action')}
          </Button>
        )}
      </Stack>
      <Composer conversation={conversation} />
      {dialog && <ActionDialog action={dialog} conversation={conversation} onClose={() => setDialog(null)} />}
    </>
  );
};
