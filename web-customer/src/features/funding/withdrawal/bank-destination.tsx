import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SelectField } from '../../../shared/ui/select-field';
import { maskAccountNumber } from '../bank-card-rules';
import type { BankCard } from '../funding.types';
import { ButtonLink } from '../../../shared/ui/button-link';

interface BankDestinationProps {
  cards: BankCard[];
  value: string;
  error?: string;
  onChange: (id: string) => void;
  disabled?: boolean;
}

export const bankCardLabel = (card: Pick<BankCard, 'bank_name' | 'account_number'>) => `${card.bank_name} ${maskAccountNumber(card.account_number)}`;

const ADD_CARD = `/bankAdd?back=${encodeURIComponent('/authenticationcj?method=bank')}`;

export const BankDestination = ({ cards, value, error, onChange, disabled }: BankDestinationProps) => {
  const { t } = useTranslation();
  if (cards.length === 0) {
    return (
      <div className="card empty-state" data-testid="no-bank-cards">
        <p className="empty-state__title">{t('withdraw.noCards')}</p>
        <ButtonLink to={ADD_CARD}>{t('bankCards.add')}</ButtonLink>
      </div>
    );
  }
  return (
    <>
      <SelectField
        name="bank_card_id"
        label={t('withdraw.bankCard')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        disabled={disabled}
      >
        <option value="">{t('withdraw.chooseCard')}</option>
        {cards.map((card) => (
          <option key={card.id} value={card.id}>
            {`${bankCardLabel(card)} · ${card.payee_name}`}
          </option>
        ))}
      </SelectField>
      <p className="form__aside-link">
        <Link to={ADD_CARD}>{t('withdraw.addCard')}</Link>
      </p>
    </>
  );
};
