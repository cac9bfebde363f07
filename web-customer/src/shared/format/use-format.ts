import { useCallback, useMemo } from 'react';
import { selectLanguage } from '../settings/settings.slice';
import { useAppSelector } from '../store/hooks';
import { formatClock, formatDateTime, formatTime } from './date';
import { decimalSeparator, formatAmount, formatDecimal, formatExact, formatPercent, formatRate, withPercentSign, type Decimals } from './number';

export const useFormat = () => {
  const language = useAppSelector(selectLanguage);
  return {
    language,
    dateTime: useCallback((iso: string) => formatDateTime(iso, language), [language]),
    time: useCallback((iso: string) => formatTime(iso, language), [language]),
    clock: useCallback((iso: string) => formatClock(iso, language), [language]),
    decimal: useCallback((value: string, decimals: Decimals) => formatDecimal(value, decimals, language), [language]),
    amount: useCallback((value: string, scale?: number) => formatAmount(value, language, scale), [language]),
    // At least `places` decimals (a price's tick, 2 for USDT), more only where the value has digits there.
    exact: useCallback((value: string, places?: number) => formatExact(value, language, places), [language]),
    // A rate as a fraction ('0.001') shown as the number before its % sign.
    percent: useCallback((rate: string) => formatPercent(rate, language), [language]),
    // A formatted number with the % sign where the language puts it.
    percentSign: useCallback((number: string) => withPercentSign(number, language), [language]),
    // A rate as a fraction ('0.0005') written whole, with its sign: '0.05%', '0,05 %'.
    rate: useCallback((rate: string) => formatRate(rate, language), [language]),
    // What a decimal input shows between whole and fraction.
    separator: useMemo(() => decimalSeparator(language), [language]),
  };
};
