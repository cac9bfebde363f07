import { Alert } from '@mui/material';
import {
  Create,
  Edit,
  EditButton,
  FormDataConsumer,
  Labeled,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SaveButton,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
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
import { PageStatusField } from './content-page-list';
import {
  CONTENT_KINDS,
  contentPageCreate,
  contentPageEdit,
  pageArchivable,
  pagePublishable,
  type ContentPageRecord,
} from './content-record';

const PageToolbar = () => {
  const { roles, isPending } = useStaffRoles();
  return <Toolbar>{!isPending && staffCan(roles, 'content-pages', 'edit') && <SaveButton data-testid="page-save" />}</Toolbar>;
};

const CategoryInput = () => (
  <ReferenceInput source="categoryId" reference="help-categories">
    <SelectInput
      label="engagement.content.fields.category"
      optionText={(category: { titles: { en: string } }) => category.titles.en}
      validate={[required()]}
    />
  </ReferenceInput>
);

const PageForm = ({ creating = false }: { creating?: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext<ContentPageRecord>();
  return (
    <SimpleForm toolbar={<PageToolbar />} noValidate>
      <Alert severity="info" sx={{ mb: 1 }}>
        {translate('engagement.content.intro')}
      </Alert>
      {creating && (
        <>
          <TextInput
            source="slug"
            label="engagement.content.fields.slug"
            validate={[required()]}
            helperText="engagement.content.help.slug"
          />
          <SelectInput
            source="kind"
            label="engagement.content.fields.kind"
            validate={[required()]}
            choices={CONTENT_KINDS.map((id) => ({ id, name: `engagement.content.kind.${id}` }))}
          />
          <NumberInput source="legacyId" label="engagement.content.fields.legacyId" helperText="engagement.content.help.legacy_id" />
          <FormDataConsumer<{ kind?: string }>>
            {({ formData }) =>
              formData.kind === 'agreement' && (
                <SelectInput
                  source="acceptance"
                  label="engagement.content.fields.acceptance"
                  choices={['all', 'none'].map((id) => ({ id, name: `engagement.content.acceptance.${id}` }))}
                  defaultValue="none"
                />
              )
            }
          </FormDataConsumer>
        </>
      )}
      <FormDataConsumer<{ kind?: string }>>
        {({ formData }) => (formData.kind ?? record?.kind) === 'help' && <CategoryInput />}
      </FormDataConsumer>
      <NumberInput source="position" label="engagement.content.fields.position" />
      <PageTextsInputs />
    </SimpleForm>
  );
};

export const ContentPageCreate = () => (
  <Create transform={contentPageCreate} redirect="show" title="engagement.content.title" record={{ kind: 'page', position: 0 }}>
    <PageForm creating />
  </Create>
);

export const ContentPageEdit = () => (
  <Edit mutationMode="pessimistic" transform={contentPageEdit} redirect="show" title="engagement.content.title">
    <PageForm />
  </Edit>
);

const ShowActions = () => {
  const { roles, isPending } = useStaffRoles();
  return <TopToolbar>{!isPending && staffCan(roles, 'content-pages', 'edit') && <EditButton />}</TopToolbar>;
};

const Publication = () => {
  const record = useRecordContext<ContentPageRecord>();
  return (
    <PublicationButtons
      resource="content-pages"
      askAgain={record?.acceptance === 'all'}
      canPublish={pagePublishable}
      canArchive={pageArchivable}
    />
  );
};

const Draft = () => {
  const record = useRecordContext<ContentPageRecord>();
  // Sanitised on the server before it was stored.
  return record ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: record.texts.en.body }} /> : null;
};

export const ContentPageShow = () => (
  <Show actions={<ShowActions />} title="engagement.content.title">
    <SimpleShowLayout>
      <TextField source="slug" label="engagement.content.fields.slug" />
      <TextField source="texts.en.title" label="engagement.texts.title" />
      <Labeled label="engagement.content.fields.status">
        <PageStatusField />
      </Labeled>
      <Publication />
      <TranslatedField source="kind" messages="engagement.content.kind" label="engagement.content.fields.kind" />
      <NumberField source="legacyId" label="engagement.content.fields.legacyId" emptyText="-" />
      <ReferenceField source="categoryId" reference="help-categories" label="engagement.content.fields.category" emptyText="-" link={false}>
        <TextField source="titles.en" label="engagement.content.fields.category" />
      </ReferenceField>
      <NumberField source="version" label="engagement.content.fields.version" />
      <NumberField source="askedVersion" label="engagement.content.fields.askedVersion" />
      <TextField source="languages" label="engagement.content.fields.languages" />
      <LocaleDateField source="publishedAt" label="engagement.content.fields.publishedAt" emptyText="-" />
      <Labeled label="engagement.content.fields.draft">
        <Draft />
      </Labeled>
      <LocaleDateField source="updatedAt" label="engagement.content.fields.updatedAt" />
      <StaffLabelField source="updatedBy" label="engagement.content.fields.updatedBy" />
    </SimpleShowLayout>
  </Show>
);
