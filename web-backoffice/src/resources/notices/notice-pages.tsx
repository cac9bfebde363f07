import { Alert } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Create,
  DateTimeInput,
  Edit,
  EditButton,
  Labeled,
  NumberField,
  SaveButton,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  Toolbar,
  TopToolbar,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { LocaleDateField } from '../../shared/locale-date-field';
import { PageTextsInputs } from '../../shared/page-texts-inputs';
import { PublicationButtons } from '../../shared/publication-buttons';
import { StaffLabelField } from '../../shared/staff-label-field';
import { TranslatedField } from '../../shared/translated-field';
import { NoticeStatusField } from './notice-list';
import { archivable, NOTICE_KINDS, noticeChange, publishable, type NoticeRecord } from './notice-record';

const NoticeToolbar = () => {
  const { roles, isPending } = useStaffRoles();
  return <Toolbar>{!isPending && staffCan(roles, 'notices', 'edit') && <SaveButton data-testid="notice-save" />}</Toolbar>;
};

const NoticeForm = ({ creating = false }: { creating?: boolean }) => {
  const translate = useTranslate();
  return (
    <SimpleForm toolbar={<NoticeToolbar />} noValidate>
      <Alert severity="info" sx={{ mb: 1 }}>
        {translate('engagement.notices.intro')}
      </Alert>
      {creating && (
        <SelectInput
          source="kind"
          label="engagement.notices.fields.kind"
          validate={[required()]}
          choices={NOTICE_KINDS.map((id) => ({ id, name: `engagement.notices.kind.${id}` }))}
        />
      )}
      <BooleanInput source="pinned" label="engagement.notices.fields.pinned" />
      <DateTimeInput source="expiresAt" label="engagement.notices.fields.expiresAt" helperText="engagement.notices.help.expires" />
      <PageTextsInputs />
    </SimpleForm>
  );
};

export const NoticeCreate = () => (
  <Create transform={noticeChange} redirect="show" title="engagement.notices.title" record={{ kind: 'notice', pinned: false }}>
    <NoticeForm creating />
  </Create>
);

export const NoticeEdit = () => (
  <Edit mutationMode="pessimistic" transform={noticeChange} redirect="show" title="engagement.notices.title">
    <NoticeForm />
  </Edit>
);

const ShowActions = () => {
  const record = useRecordContext<NoticeRecord>();
  const { roles, isPending } = useStaffRoles();
  return (
    <TopToolbar>{!isPending && record && record.status !== 'archived' && staffCan(roles, 'notices', 'edit') && <EditButton />}</TopToolbar>
  );
};

const EnglishText = () => {
  const record = useRecordContext<NoticeRecord>();
  // The body was sanitised on the server before it was stored.
  return record ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: record.texts.en.body }} /> : null;
};

export const NoticeShow = () => (
  <Show actions={<ShowActions />} title="engagement.notices.title">
    <SimpleShowLayout>
      <TextField source="title" label="engagement.notices.fields.title" />
      <Labeled label="engagement.notices.fields.status">
        <NoticeStatusField />
      </Labeled>
      <PublicationButtons resource="notices" schedule canPublish={publishable} canArchive={archivable} />
      <TranslatedField source="kind" messages="engagement.notices.kind" label="engagement.notices.fields.kind" />
      <BooleanField source="pinned" label="engagement.notices.fields.pinned" />
      <LocaleDateField source="publishAt" label="engagement.notices.fields.publishAt" emptyText="-" />
      <LocaleDateField source="expiresAt" label="engagement.notices.fields.expiresAt" emptyText="-" />
      <TextField source="languages" label="engagement.notices.fields.languages" />
      <NumberField source="reads" label="engagement.notices.fields.reads" />
      <Labeled label="engagement.texts.body">
        <EnglishText />
      </Labeled>
      <LocaleDateField source="updatedAt" label="engagement.notices.fields.updatedAt" />
      <StaffLabelField source="updatedBy" label="engagement.notices.fields.updatedBy" />
    </SimpleShowLayout>
  </Show>
);
