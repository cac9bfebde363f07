import {
  FormDataConsumer,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
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
import { PageStatusField } from './content-page-list';
import {
  CONTENT_KINDS,
  contentPageCreate,
  contentPageEdit,
  pageArchivable,
  pagePublishable,
  type ContentPageRecord,
} from './content-record';
import { LabeledField } from '../../shared/labeled-field';

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
  const record = useRecordContext<ContentPageRecord>();
  return (
    <StaffForm resource="content-pages" intro="engagement.content.intro" saveTestId="page-save">
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
            choices={translatedChoices(CONTENT_KINDS, 'engagement.content.kind')}
          />
          <NumberInput source="legacyId" label="engagement.content.fields.legacyId" helperText="engagement.content.help.legacy_id" />
          <FormDataConsumer<{ kind?: string }>>
            {({ formData }) =>
              formData.kind === 'agreement' && (
                <SelectInput
                  source="acceptance"
                  label="engagement.content.fields.acceptance"
                  choices={translatedChoices(['all', 'none'], 'engagement.content.acceptance')}
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
    </StaffForm>
  );
};

export const { Create: ContentPageCreate, Edit: ContentPageEdit } = createAndEditPages({
  Form: PageForm,
  transform: contentPageEdit,
  createTransform: contentPageCreate,
  redirect: 'show',
  title: 'engagement.content.title',
  defaults: { kind: 'page', position: 0 },
});

const showActions = <EditAction resource="content-pages" />;

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

export const ContentPageShow = () => (
  <Show actions={showActions} title="engagement.content.title">
    <SimpleShowLayout>
      <TextField source="slug" label="engagement.content.fields.slug" />
      <TextField source="texts.en.title" label="engagement.texts.title" />
      <LabeledField label="engagement.content.fields.status" field={PageStatusField} />
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
      <LabeledField label="engagement.content.fields.draft" field={EnglishBodyField} />
      <LocaleDateField source="updatedAt" label="engagement.content.fields.updatedAt" />
      <StaffLabelField source="updatedBy" label="engagement.content.fields.updatedBy" />
    </SimpleShowLayout>
  </Show>
);
