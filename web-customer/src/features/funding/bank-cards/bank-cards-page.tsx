import { useTranslation } from 'react-i18next';
import { maskAccountNumber } from '../bank-card-rules';
import { useBankCardsQuery, useDeleteBankCardMutation } from '../funding.api';
import type { BankCard } from '../funding.types';
import { SavedItemsPage } from '../saved-items-page';

// /bank: the cards a bank withdrawal (telegraphic transfer) can be paid to.
export const BankCardsPage = () => {
  const { t } = useTranslation();
  const cards = useBankCardsQuery();
  const [deleteCard, { isLoading: deleting }] = useDeleteBankCardMutation();

  return (
    <SavedItemsPage<BankCard>
      words={{
        title: t('bankCards.title'),
        lead: t('bankCards.lead'),
        loadFailed: t('bankCards.loadFailed'),
        emptyTitle: t('bankCards.emptyTitle'),
        emptyBody: t('bankCards.emptyBody'),
        add: t('bankCards.add'),
        deleted: t('bankCards.deleted'),
        deleteTitle: t('bankCards.deleteTitle'),
        deleteBody: t('bankCards.deleteBody'),
        deleteOne: (card) => t('bankCards.deleteOne', { name: card.bank_name }),
      }}
      items={cards}
      remove={{ run: deleteCard, busy: deleting }}
      add={{ to: '/bankAdd', testId: 'add-bank-card' }}
      emptyTestId="bank-cards-empty"
      entry={{
        className: 'card entry bank-card',
        testId: 'bank-card-entry',
        title: (card) => <strong>{card.bank_name}</strong>,
        body: (card) => (
          <>
            <p className="bank-card__number mono">{maskAccountNumber(card.account_number)}</p>
            <p className="muted">
              {card.payee_name} · SWIFT <span className="mono">{card.swift_code}</span>
            </p>
          </>
        ),
      }}
      summary={(doomed) => [
        { label: t('bankCards.bankName'), value: doomed.bank_name },
        { label: t('bankCards.accountNumber'), value: <span className="mono">{maskAccountNumber(doomed.account_number)}</span> },
        { label: t('bankCards.payeeName'), value: doomed.payee_name },
      ]}
    />
  );
};
