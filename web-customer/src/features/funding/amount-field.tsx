import { useTranslation } from 'react-i18next';
import { DecimalField } from '../../shared/ui/decimal-field';

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
    <DecimalField
      name="amount"
      label={label ?? t('funding.amount')}
      value={value}
      scale={scale}
      onValueChange={onChange}
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
