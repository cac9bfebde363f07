import { BooleanInput, FormDataConsumer, NumberInput, SelectInput, TextInput } from 'react-admin';
import { StaffForm } from '../../shared/staff-form';
import { translatedChoices } from '../../shared/translated-choices';
import { PENALTY_KINDS, PRODUCT_KINDS } from './earn-product-record';
import { mustHave } from '../../shared/validators';

/** The terms of a product and the reason for the change; `creating` asks for the new product's id too. */
export const EarnProductForm = ({ creating = false }: { creating?: boolean }) => (
  <StaffForm resource="earn-products" intro="app.earn_products.intro" saveTestId="earn-product-save">
    {creating && (
      <TextInput source="id" label="resources.earn-products.fields.id" validate={mustHave} helperText="app.earn_products.help.id" />
    )}
    <SelectInput source="terms.kind" validate={mustHave} choices={translatedChoices(PRODUCT_KINDS, 'app.earn_products.kind')} />
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
      choices={translatedChoices(PENALTY_KINDS, 'app.earn_products.penalty_kind')}
    />
    <TextInput source="terms.penalty.rate" validate={mustHave} />
    <BooleanInput source="terms.enabled" helperText="app.earn_products.help.enabled" />
    <TextInput source="changeReason" validate={mustHave} multiline fullWidth defaultValue="" helperText="app.earn_products.help.reason" />
  </StaffForm>
);
