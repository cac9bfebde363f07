import { Labeled, Show, SimpleShowLayout, TextField } from 'react-admin';
import { CodeField } from '../../shared/review/funding-fields';
import { useShowQueryOptions } from '../../shared/use-show-query-options';
import { ChannelChainField, ChannelCoinField, ChannelEnabledField } from './deposit-address-fields';

export const DepositAddressShow = () => {
  const queryOptions = useShowQueryOptions();
  return (
    <Show queryOptions={queryOptions}>
      <SimpleShowLayout>
        <TextField source="id" />
        <Labeled source="coin">
          <ChannelCoinField />
        </Labeled>
        <Labeled source="chain">
          <ChannelChainField />
        </Labeled>
        <CodeField source="address" />
        <CodeField source="memo" />
        <Labeled source="enabled">
          <ChannelEnabledField />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
};
