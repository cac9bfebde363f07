import { useCallback } from 'react';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider';
import { useAppDataProvider } from './use-app-data-provider';
import { useAsyncData } from './use-async-data';

// `load` must be stable (a module constant); `args` turns its figures into the message's arguments.
type ListSummaryProps<Figures> = {
  load: (dataProvider: AppDataProvider) => Promise<{ data: Figures }>;
  message: string;
  testId: string;
  args: (figures: Figures) => Record<string, unknown>;
};

/** A line of figures above a list (the loan book, what earn owes), loaded once; nothing until they come. */
export const ListSummary = <Figures,>({ load, message, testId, args }: ListSummaryProps<Figures>) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const loadFigures = useCallback(() => load(dataProvider).then(({ data }) => data), [load, dataProvider]);
  const { data: figures } = useAsyncData(loadFigures);
  if (!figures) return null;
  return (
    <Alert severity="info" sx={{ mb: 1 }} data-testid={testId}>
      {translate(message, args(figures))}
    </Alert>
  );
};
