import { useCallback } from 'react';
import { selectLanguage } from '../settings/settings.slice';
import { useAppSelector } from '../store/hooks';
import { formatDateTime, formatTime } from './date';
import { formatAmount, formatDecimal, type Decimals } from './number';

export const useFormat = () => {
  const language = useAppSelector(selectLanguage);
  return {
    language,
    dateTime: useCallback((iso: string) => formatDateTime(iso, language), [language]),
    time: useCallback((iso: string) => formatTime(iso, language), [language]),
    decimal: useCallback((value: string, decimals: Decimals) => formatDecimal(value, decimals, language), [language]),
    amount: useCallback((value: string, scale?: number) => formatAmount(value, language, scale), [language]),
  };
};
