import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastShown } from '../../../shared/notify/notify.slice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Page } from '../../../shared/ui/page';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SummaryList } from '../../../shared/ui/summary-list';
import { maskAccountNumber } from '../bank-card-rules';
import { useBankCardsQuery, useDeleteBankCardMutation } from '../funding.api';
import type { BankCard } from '../funding.types';

// /bank: the cards a bank withdrawal (telegraphic transfer) can be paid to.
export const BankCardsPage = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data: cards, isLoading, isError, refetch } = useBankCardsQuery();
  const [deleteCard, { isLoading: deleting }] = useDeleteBankCardMutation();
  const [doomed, setDoomed] = useState<BankCard | null>(null);

  const remove = async () => {
    if (!doomed) return;
    const result = await deleteCard(doomed.id);
    setDoomed(null);
    if ('data' in result) dispatch(toastShown(t('bankCards.deleted'), 'success'));
  };

  const add = (
    <Link className="button button--primary" to="/bankAdd" data-testid="add-bank-card">
      {t('bankCards.add')}
    </Link>
  );

  return (
    <Page title={t('bankCards.title')}>
      <p className="page__lead">{t('bankCards.lead')}</p>
      {isLoading && <Skeleton lines={6} />}
      {isError && !cards && (
        <LoadFailed title={t('bankCards.loadFailed')} onRetry={refetch} />
      )}
      {cards && cards.length === 0 && <EmptyState title={t('bankCards.emptyTitle')} body={t('bankCards.emptyBody')} action={add} testId="bank-cards-empty" />}
      {cards && cards.length > 0 && (
        <>
          <ul className="entry-list">
            {cards.map((card) => (
              <li key={card.id} className="card entry bank-card" data-testid="bank-card-entry">
                <div className="entry__head">
                  <p className="entry__title">
                    <strong>{card.bank_name}</strong>
                  </p>
                  <Button
                    variant="ghost"
                    className="button--small"
                    onClick={() => setDoomed(card)}
                    aria-label={t('bankCards.deleteOne', { name: card.bank_name })}
                  >
                    {t('common.delete')}
                  </Button>
                </div>
                <p className="bank-card__number mono">{maskAccountNumber(card.account_number)}</p>
                <p className="muted">
                  {card.payee_name} · SWIFT <span className="mono">{card.swift_code}</span>
                </p>
              </li>
            ))}
          </ul>
          <div className="page__actions">{add}</div>
        </>
      )}
      <ConfirmDialog
        open={doomed !== null}
        danger
        title={t('bankCards.deleteTitle')}
        confirmLabel={t('common.delete')}
        busy={deleting}
        onConfirm={remove}
        onCancel={() => setDoomed(null)}
      >
        {doomed && (
          <SummaryList
            items={[
              { label: t('bankCards.bankName'), value: doomed.bank_name },
              { label: t('bankCards.accountNumber'), value: <span className="mono">{maskAccountNumber(doomed.account_number)}</span> },
              { label: t('bankCards.payeeName'), value: doomed.payee_name },
            ]}
          />
        )}
        <p className="muted">{t('bankCards.deleteBody')}</p>
      </ConfirmDialog>
    </Page>
  );
};
