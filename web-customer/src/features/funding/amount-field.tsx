import { useTranslation } from 'react-i18next';
import { normalizeAmountInput } from '../../shared/decimal/decimal';
import { TextField } from '../../shared/ui/text-field';

interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  coin: string;
  scale: number;
  label?: string;
  error?: string;
  hint?: string;
  // The amount "All" fills in (e.g. the available balance); no button without it.
  all?: string | null;
  disabled?: boolean;
}

// The `amount` input: decimal text only, at most the coin's decimals, the coin beside it.
export const AmountField = ({ value, onChange, coin, scale, label, error, hint, all, disabled }: AmountFieldProps) => {
  const { t } = useTranslation();
  return (
    <TextField
      name="amount"
      label={label ?? t('funding.amount')}
      value={value}
      onChange={(event) => onChange(normalizeAmountInput(event.target.value, scale))}
      inputMode="decimal"
      autoComplete="off"
      placeholder={t('funding.amountPlaceholder')}
      error={error}
      hint={hint}
      disabled={disabled}
      trailing={
        <>
          <span className="field__unit">{coin}</span>
          {all != null && (
            <button type="button" className="field__action" onClick={() => onChange(all)} disabled={disabled} data-testid="amount-all">
              {t('funding.all')}
            </button>
          )}
        </>
      }
    />
  );
};
