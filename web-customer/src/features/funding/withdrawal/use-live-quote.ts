import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useWithdrawalQuoteQuery, type QuoteArgs } from '../funding.api';

const SETTLE_MS = 400;

// The fee and what arrives for the amount being typed, asked once typing pauses. A quote for an
// earlier amount is never shown as if it were for this one.
export const useLiveQuote = (args: QuoteArgs | null) => {
  const wanted = args ? JSON.stringify(args) : null;
  const [settled, setSettled] = useState<string | null>(wanted);

  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(wanted), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [wanted]);

  const query = useWithdrawalQuoteQuery(settled && settled === wanted ? (JSON.parse(settled) as QuoteArgs) : skipToken);
  const current = settled === wanted ? query.currentData : undefined;
  const refusal = settled === wanted && isApiError(query.error) && query.error.code === 1 ? query.error.message : null;
  return { quote: current, refusal, pending: !!wanted && (settled !== wanted || query.isFetching) };
};
