import {
  BooleanField,
  BooleanInput,
  DateTimeInput,
  NumberField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  required,
  useRecordContext,
} from 'react-admin';
import { createAndEditPages } from '../../shared/create-and-edit-pages';
import { EnglishBodyField } from '../../shared/english-body-field';
import { LocaleDateField } from '../../shared/locale-date-field';
import { PageTextsInputs } from '../../shared/page-texts-inputs';
import { EditAction } from '../../shared/permitted-actions';
import { PublicationButtons } from '../../shared/publication-buttons';
import { StaffForm } from '../../shared/staff-form';
import { StaffLabelField } from '../../shared/staff-label-field';
import { translatedChoices } from '../../shared/translated-choices';
import { TranslatedField } from '../../shared/translated-field';
import { NoticeStatusField } from './notice-list';
import { archivable, NOTICE_KINDS, noticeChange, publishable, type NoticeRecord } from './notice-record';
import { LabeledField } from '../../shared/labeled-field';

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

export const { Create: NoticeCreate, Edit: NoticeEdit } = createAndEditPages({
  Form: NoticeForm,
  transform: noticeChange,
  redirect: 'show',
  title: 'engagement.notices.title',
  defaults: { kind: 'notice', pinned: false },
});

// An archived notice is not changed any more.
const ShowActions = () => {
  const record = useRecordContext<NoticeRecord>();
  return <EditAction resource="notices" when={!!record && record.status !== 'archived'} />;
};

export const NoticeShow = () => (
  <Show actions={<ShowActions />} title="engagement.notices.title">
    <SimpleShowLayout>
      <TextField source="title" label="engagement.notices.fields.title" />
      <LabeledField label="engagement.notices.fields.status" field={NoticeStatusField} />
      <PublicationButtons resource="notices" schedule canPublish={publishable} canArchive={archivable} />
      <TranslatedField source="kind" messages="engagement.notices.kind" label="engagement.notices.fields.kind" />
      <BooleanField source="pinned" label="engagement.notices.fields.pinned" />
      <LocaleDateField source="publishAt" label="engagement.notices.fields.publishAt" emptyText="-" />
      <LocaleDateField source="expiresAt" label="engagement.notices.fields.expiresAt" emptyText="-" />
      <TextField source="languages" label="engagement.notices.fields.languages" />
      <NumberField source="reads" label="engagement.notices.fields.reads" />
      <LabeledField label="engagement.texts.body" field={EnglishBodyField} />
      <LocaleDateField source="updatedAt" label="engagement.notices.fields.updatedAt" />
      <StaffLabelField source="updatedBy" label="engagement.notices.fields.updatedBy" />
    </SimpleShowLayout>
  </Show>
);
