import { SelectInput, TextInput, useGetList, type RaRecord, type SelectInputProps } from 'react-admin';

type Instrument = RaRecord & { symbol: string; display_symbol?: string; spot?: boolean };

const CRYPTO_INSTRUMENTS = {
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'symbol', order: 'ASC' as const },
  filter: { category: 'crypto' },
};

/** The spot books, from the instruments the back office lists; a text input if they cannot be read. */
export const SpotSymbolInput = (props: Omit<SelectInputProps, 'choices' | 'source'> & { source: string }) => {
  const { data, isPending, error } = useGetList<Instrument>('instruments', CRYPTO_INSTRUMENTS);
  if (error) {
    const { source, label, helperText, size } = props;
    return <TextInput source={source} label={label} helperText={helperText} size={size} resettable />;
  }
  const choices = (data ?? [])
    .filter((instrument) => instrument.spot !== false)
    .map((instrument) => ({ id: instrument.symbol ?? instrument.id, name: instrument.display_symbol || instrument.symbol }));
  return <SelectInput {...props} choices={choices} isPending={isPending} translateChoice={false} />;
};
