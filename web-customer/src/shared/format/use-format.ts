import { useCallback, useMemo } from 'react';
import { selectLanguage } from '../settings/settings.slice';
import { useAppSelector } from '../store/hooks';
import { formatClock, formatDateTime, formatTime } from './date';
import { decimalSeparator, formatAmount, formatDecimal, formatPercent, withPercentSign, type Decimals } from './number';

export const useFormat = () => {
  const language = useAppSelector(selectLanguage);
  return {
    language,
    dateTime: useCallback((iso: string) => formatDateTime(iso, language), [language]),
    time: useCallback((iso: string) => formatTime(iso, language), [language]),
    clock: useCallback((iso: string) => formatClock(iso, language), [language]),
    decimal: useCallback((value: string, decimals: Decimals) => formatDecimal(value, decimals, language), [language]),
    amount: useCallback((value: string, scale?: number) => formatAmount(value, language, scale), [language]),
    // A rate as a fraction ('0.001') shown as the number before its % sign.
    percent: useCallback((rate: string) => formatPercent(rate, language), [language]),
    // A formatted number with the % sign where the language puts it.
    percentSign: useCallback((number: string) => withPercentSign(number, language), [language]),
    // What a decimal input shows between whole and fraction.
    separator: useMemo(() => decimalSeparator(language), [language]),
  };
};
