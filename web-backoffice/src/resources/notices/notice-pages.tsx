import {
  BooleanField,
  BooleanInput,
  Create,
  DateTimeInput,
  Edit,
  EditButton,
  Labeled,
  NumberField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  required,
  useRecordContext,
} from 'react-admin';
import { EnglishBodyField } from '../../shared/english-body-field';
import { LocaleDateField } from '../../shared/locale-date-field';
import { PageTextsInputs } from '../../shared/page-texts-inputs';
import { PermittedActions } from '../../shared/permitted-actions';
import { PublicationButtons } from '../../shared/publication-buttons';
import { StaffForm } from '../../shared/staff-form';
import { StaffLabelField } from '../../shared/staff-label-field';
import { translatedChoices } from '../../shared/translated-choices';
import { TranslatedField } from '../../shared/translated-field';
import { NoticeStatusField } from './notice-list';
import { archivable, NOTICE_KINDS, noticeChange, publishable, type NoticeRecord } from './notice-record';

const NoticeForm = ({ creating = false }: { creating?: boolean }) => (
  <StaffForm resource="notices" intro="engagement.notices.intro" saveTestId="notice-save">
    {creating && (
      <SelectInput
        source="kind"
        label="engagement.notices.fields.kind"
        validate={[required()]}
        choices={translatedChoices(NOTICE_KINDS, 'engagement.notices.kind')}
      />
    )}
    <BooleanInput source="pinned" label="engagement.notices.fields.pinned" />
    <DateTimeInput source="expiresAt" label="engagement.notices.fields.expiresAt" helperText="engagement.notices.help.expires" />
    <PageTextsInputs />
  </StaffForm>
);

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

// An archived notice is not changed any more.
const ShowActions = () => {
  const record = useRecordContext<NoticeRecord>();
  return (
    <PermittedActions resource="notices" action="edit" when={!!record && record.status !== 'archived'}>
      <EditButton />
    </PermittedActions>
  );
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
        <EnglishBodyField />
      </Labeled>
      <LocaleDateField source="updatedAt" label="engagement.notices.fields.updatedAt" />
      <StaffLabelField source="updatedBy" label="engagement.notices.fields.updatedBy" />
    </SimpleShowLayout>
  </Show>
);
