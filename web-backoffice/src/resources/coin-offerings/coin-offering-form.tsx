import { DateInput, DateTimeInput, NumberInput, TextInput } from 'react-admin';
import { StaffForm } from '../../shared/staff-form';
import { mustHave } from '../../shared/validators';

/** A coin's terms and the reason for publishing them; `creating` asks for the symbol too. Frozen once the window opens. */
export const CoinOfferingForm = ({ creating = false }: { creating?: boolean }) => (
  <StaffForm resource="coin-offerings" intro="app.coin_offerings.intro" saveTestId="coin-offering-save">
    {creating && (
      <TextInput
        source="id"
        label="resources.coin-offerings.fields.symbol"
        validate={mustHave}
        helperText="app.coin_offerings.help.symbol"
      />
    )}
    <TextInput source="name" validate={mustHave} />
    <NumberInput source="scale" validate={mustHave} min={0} max={8} step={1} helperText="app.coin_offerings.help.scale" />
    <TextInput source="issuePrice" validate={mustHave} helperText="app.coin_offerings.help.price" />
    <TextInput source="issueVolume" validate={mustHave} />
    <TextInput source="circulation" validate={mustHave} />
    <DateTimeInput source="startsAt" validate={mustHave} />
    <DateTimeInput source="endsAt" validate={mustHave} />
    <DateInput source="listingDate" validate={mustHave} />
    <NumberInput source="lockupDays" validate={mustHave} min={0} max={365} step={1} />
    <TextInput source="feeRate" validate={mustHave} helperText="app.coin_offerings.help.fee" />
    <TextInput source="maxPerCustomer" validate={mustHave} />
    <TextInput source="changeReason" validate={mustHave} multiline fullWidth defaultValue="" helperText="app.coin_offerings.help.reason" />
  </StaffForm>
);
