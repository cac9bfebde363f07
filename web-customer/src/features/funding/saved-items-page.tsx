import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toastShown } from '../../shared/notify/notify.slice';
import { useAppDispatch } from '../../shared/store/hooks';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { LoadFailed } from '../../shared/ui/load-failed';
import { EmptyState } from '../../shared/ui/empty-state';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { SummaryList, type SummaryItem } from '../../shared/ui/summary-list';
import { ButtonLink } from '../../shared/ui/button-link';

type SavedItem = { id: string };

// The page's words, already translated (each caller names its keys, so the locale check sees them).
type SavedItemsWords<T> = {
  title: string;
  lead: string;
  loadFailed: string;
  emptyTitle: string;
  emptyBody: string;
  add: string;
  deleted: string;
  deleteTitle: string;
  deleteBody: string;
  deleteOne: (item: T) => string;
};

type SavedItemsPageProps<T extends SavedItem> = {
  words: SavedItemsWords<T>;
  items: { data?: T[]; isLoading: boolean; isError: boolean; refetch: () => unknown };
  remove: { run: (id: string) => Promise<{ data: unknown } | { error: unknown }>; busy: boolean };
  add: { to: string; testId: string };
  emptyTestId: string;
  entry: { className: string; testId: string; title: (item: T) => ReactNode; body: (item: T) => ReactNode };
  summary: (item: T) => SummaryItem[];
};

/** A list of what the customer keeps for withdrawals (addresses, bank cards): each shown, deletable after a confirmation, and a way to add one. */
export const SavedItemsPage = <T extends SavedItem>({ words, items, remove, add, emptyTestId, entry, summary }: SavedItemsPageProps<T>) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, refetch } = items;
  const [doomed, setDoomed] = useState<T | null>(null);

  const confirmRemove = async () => {
    if (!doomed) return;
    const result = await remove.run(doomed.id);
    setDoomed(null);
    if ('data' in result) dispatch(toastShown(words.deleted, 'success'));
  };

  const addLink = (
    <ButtonLink to={add.to} data-testid={add.testId}>{words.add}</ButtonLink>
  );

  return (
    <Page title={words.title}>
      <p className="page__lead">{words.lead}</p>
      {isLoading && <Skeleton lines={6} />}
      {isError && !data && <LoadFailed title={words.loadFailed} onRetry={refetch} />}
      {data && data.length === 0 && <EmptyState title={words.emptyTitle} body={words.emptyBody} action={addLink} testId={emptyTestId} />}
      {data && data.length > 0 && (
        <>
          <ul className="entry-list">
            {data.map((item) => (
              <li key={item.id} className={entry.className} data-testid={entry.testId}>
                <div className="entry__head">
                  <p className="entry__title">{entry.title(item)}</p>
                  <Button variant="ghost" className="button--small" onClick={() => setDoomed(item)} aria-label={words.deleteOne(item)}>
                    {t('common.delete')}
                  </Button>
                </div>
                {entry.body(item)}
              </li>
            ))}
          </ul>
          <div className="page__actions">{addLink}</div>
        </>
      )}
      <ConfirmDialog
        open={doomed !== null}
        danger
        title={words.deleteTitle}
        confirmLabel={t('common.delete')}
        busy={remove.busy}
        onConfirm={confirmRemove}
        onCancel={() => setDoomed(null)}
      >
        {doomed && <SummaryList items={summary(doomed)} />}
        <p className="muted">{words.deleteBody}</p>
      </ConfirmDialog>
    </Page>
  );
};
