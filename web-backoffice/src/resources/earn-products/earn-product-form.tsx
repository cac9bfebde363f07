import { Alert } from '@mui/material';
import {
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  required,
  useTranslate,
} from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { PENALTY_KINDS, PRODUCT_KINDS } from './earn-product-record';

const mustHave = [required()];

const ProductToolbar = () => {
  const { roles, isPending } = useStaffRoles();
  return <Toolbar>{!isPending && staffCan(roles, 'earn-products', 'edit') && <SaveButton data-testid="earn-product-save" />}</Toolbar>;
};

/** The terms of a product and the reason for the change; `creating` asks for the new product's id too. */
export const EarnProductForm = ({ creating = false }: { creating?: boolean }) => {
  const translate = useTranslate();
  return (
    <SimpleForm toolbar={<ProductToolbar />} noValidate>
      <Alert severity="info" sx={{ mb: 1 }}>
        {translate('app.earn_products.intro')}
      </Alert>
      {creating && (
        <TextInput source="id" label="resources.earn-products.fields.id" validate={mustHave} helperText="app.earn_products.help.id" />
      )}
      <SelectInput
        source="terms.kind"
        validate={mustHave}
        choices={PRODUCT_KINDS.map((id) => ({ id, name: `app.earn_products.kind.${id}` }))}
      />
      <FormDataConsumer>
        {({ formData }) =>
          formData.terms?.kind === 'vip' ? <NumberInput source="terms.minVipLevel" validate={mustHave} min={1} max={5} step={1} /> : null
        }
      </FormDataConsumer>
      <NumberInput source="terms.cycleDays" validate={mustHave} min={1} max={365} step={1} />
      <TextInput source="terms.minAmount" validate={mustHave} />
      <TextInput source="terms.maxAmount" validate={mustHave} />
      <TextInput source="terms.dailyRateMin" validate={mustHave} helperText="app.earn_products.help.rate" />
      <TextInput source="terms.dailyRateMax" validate={mustHave} helperText="app.earn_products.help.rate" />
      <SelectInput
        source="terms.penalty.kind"
        validate={mustHave}
        choices={PENALTY_KINDS.map((id) => ({ id, name: `app.earn_products.penalty_kind.${id}` }))}
      />
      <TextInput source="terms.penalty.rate" validate={mustHave} />
      <BooleanInput source="terms.enabled" helperText="app.earn_products.help.enabled" />
      <TextInput source="changeReason" validate={mustHave} multiline fullWidth defaultValue="" helperText="app.earn_products.help.reason" />
    </SimpleForm>
  );
};
