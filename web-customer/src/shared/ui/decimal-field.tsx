import type { ComponentProps } from 'react';
import { normalizeAmountInput } from '../decimal/decimal';
import { useFormat } from '../format/use-format';
import { TextField } from './text-field';

type DecimalFieldProps = Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'inputMode' | 'type'> & {
  // The decimal string the form keeps ('1234.5'); never grouped, always a point.
  value: string;
  // At most this many decimals can be typed.
  scale: number;
  onValueChange: (value: string) => void;
};

// An amount, price or quantity input. It shows the value with the language's decimal separator, as
// every number around it is shown (1234,5 in Spanish), and hands the form the plain decimal string;
// a comma or a point typed on any keyboard counts as the decimal separator.
export const DecimalField = ({ value, scale, onValueChange, ...field }: DecimalFieldProps) => {
  const { separator } = useFormat();
  return (
    <TextField
      autoComplete="off"
      spellCheck={false}
      {...field}
      inputMode="decimal"
      value={value.replace('.', separator)}
      onChange={(event) => onValueChange(normalizeAmountInput(event.target.value, scale))}
    />
  );
};
