import {
  ArrayField,
  ArrayInput,
  BooleanField,
  BooleanInput,
  Datagrid,
  DateField,
  FormDataConsumer,
  Show,
  SimpleFormIterator,
  SimpleShowLayout,
  TextField,
  TextInput,
} from 'react-admin';
import { SettingsEdit } from '../../shared/settings-edit';
import { verificationLimitsChange } from './verification-limits-record';
import { mustHave } from '../../shared/validators';

// The whole table is the setting: rows stay in level order and each level allows at least the one below.
export const VerificationLimitsEdit = () => (
  <SettingsEdit resource="verification-limits" messages="app.verification_limits" transform={verificationLimitsChange} redirect={false}>
    <ArrayInput source="limits" label="app.verification_limits.table">
      <SimpleFormIterator inline disableAdd disableRemove disableReordering>
        <TextInput source="level" label="resources.verification-limits.fields.level" readOnly sx={{ width: 130 }} />
        <TextInput
          source="withdrawPerDay"
          label="resources.verification-limits.fields.withdrawPerDay"
          validate={mustHave}
          sx={{ width: 150 }}
        />
        <TextInput
          source="optionStakePerOrder"
          label="resources.verification-limits.fields.optionStakePerOrder"
          validate={mustHave}
          sx={{ width: 150 }}
        />
        <BooleanInput source="canBorrow" label="resources.verification-limits.fields.canBorrow" />
        <FormDataConsumer>
          {({ scopedFormData }) =>
            scopedFormData?.canBorrow ? (
              <TextInput
                source="borrowLimit"
                label="resources.verification-limits.fields.borrowLimit"
                validate={mustHave}
                sx={{ width: 150 }}
              />
            ) : null
          }
        </FormDataConsumer>
        <BooleanInput source="creditScore" label="resources.verification-limits.fields.creditScore" />
      </SimpleFormIterator>
    </ArrayInput>
  </SettingsEdit>
);

export const VerificationLimitsShow = () => (
  <Show title="app.verification_limits.title">
    <SimpleShowLayout>
      <ArrayField source="limits" label="app.verification_limits.table">
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="level" />
          <TextField source="withdrawPerDay" />
          <TextField source="optionStakePerOrder" />
          <BooleanField source="canBorrow" />
          <TextField source="borrowLimit" emptyText="-" />
          <BooleanField source="creditScore" />
        </Datagrid>
      </ArrayField>
      <DateField source="changedAt" showTime emptyText="-" />
      <TextField source="reason" emptyText="-" />
    </SimpleShowLayout>
  </Show>
);
