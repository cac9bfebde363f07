import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
} from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useStaffCan } from '../auth/use-staff-roles';
import { RefusalAlert } from './refusal-alert';
import { useAppDataProvider } from './use-app-data-provider';
import { useStaffAction } from './use-staff-action';

type Action = 'publish' | 'archive';

type PublicationButtonsProps = {
  resource: 'notices' | 'content-pages';
  /** A notice may be scheduled for a time instead of published now. */
  schedule?: boolean;
  /** An agreement every customer accepts: whether this version is asked again at the next login. */
  askAgain?: boolean;
  /** Whether the record may be published now (a draft, changes not yet published). */
  canPublish: (record: RaRecord) => boolean;
  canArchive: (record: RaRecord) => boolean;
};

/**
 * Publish (now, at a time, or asking every customer again) and archive, each confirmed in a dialog;
 * the server's refusal shown in it. Only staff who may write the resource see the buttons.
 */
export const PublicationButtons = ({ resource, schedule = false, askAgain = false, canPublish, canArchive }: PublicationButtonsProps) => {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const mayEdit = useStaffCan(resource, 'edit');
  const { run, sending, refusal, setRefusal } = useStaffAction();
  const [action, setAction] = useState<Action | null>(null);
  const [publishAt, setPublishAt] = useState('');
  const [ask, setAsk] = useState(false);
  if (!record || !mayEdit) return null;
  const close = () => {
    setAction(null);
    setRefusal(null);
  };
  const send = async () => {
    if (!action) return;
    const body: Record<string, unknown> = {};
    if (action === 'publish' && schedule && publishAt) body.publishAt = new Date(publishAt).toISOString();
    if (action === 'publish' && askAgain) body.askAgain = ask;
    if (await run(() => dataProvider.publication(resource, record.id, action, body), `engagement.publication.${action}_done`)) close();
  };
  return (
    <Stack direction="row" spacing={1} sx={{ my: 1 }}>
      {canPublish(record) && (
        <Button variant="contained" onClick={() => setAction('publish')} data-testid="publish">
          {translate('engagement.publication.publish')}
        </Button>
      )}
      {canArchive(record) && (
        <Button color="warning" onClick={() => setAction('archive')} data-testid="archive">
          {translate('engagement.publication.archive')}
        </Button>
      )}
      <Dialog open={action !== null} onClose={close} aria-labelledby="publication-title">
        <DialogTitle id="publication-title">{action && translate(`engagement.publication.${action}_title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{action && translate(`engagement.publication.${action}_text`)}</DialogContentText>
          {action === 'publish' && schedule && (
            <TextField
              type="datetime-local"
              label={translate('engagement.publication.publish_at')}
              helperText={translate('engagement.publication.publish_at_help')}
              value={publishAt}
              onChange={(event) => setPublishAt(event.target.value)}
              fullWidth
              sx={{ mt: 2 }}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'publish-at' } }}
            />
          )}
          {action === 'publish' && askAgain && (
            <>
              <FormControlLabel
                control={<Checkbox checked={ask} onChange={(event) => setAsk(event.target.checked)} data-testid="ask-again" />}
                label={translate('engagement.publication.ask_again')}
              />
              <Alert severity="info">{translate('engagement.publication.ask_again_help')}</Alert>
            </>
          )}
          <RefusalAlert refusal={refusal} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={sending} onClick={() => void send()} data-testid="publication-confirm">
            {action && translate(`engagement.publication.${action}`)}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
