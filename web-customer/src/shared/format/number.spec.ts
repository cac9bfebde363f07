import { decimalSeparator, formatAmount, formatDecimal, formatExact, formatPercent, formatRate, withPercentSign } from './number';
import { formatDateTime, formatTime } from './date';

describe('formatDecimal', () => {
  it('uses the separators of the language, with fixed decimals', () => {
    expect(formatDecimal('1234567.891', 2, 'en')).toBe('1,234,567.89');
    expect(formatDecimal('1234567.891', 2, 'xby')).toBe('1.234.567,89');
    expect(formatDecimal('0.5', 6, 'jp')).toBe('0.500000');
  });

  it('keeps digits a float would lose', () => {
    expect(formatDecimal('9007199254740993.25', 2, 'en')).toBe('9,007,199,254,740,993.25');
  });

  it('leaves text that is not a decimal untouched', () => {
    expect(formatDecimal('--', 2, 'en')).toBe('--');
  });
});

describe('formatDateTime', () => {
  it('follows the locale of the language', () => {
    const iso = '2025-03-04T05:06:00Z';
    expect(formatDateTime(iso, 'jp')).toMatch(/2025/);
    expect(formatDateTime(iso, 'ty')).toMatch(/2568/); // Thai readers expect the Buddhist era
  });

  it('gives a time of day with seconds, on a 24-hour clock', () => {
    expect(formatTime('2025-03-04T05:06:07Z', 'en')).toMatch(/^\d{2}:\d{2}:07$/);
    expect(formatTime('not a date', 'en')).toBe('not a date');
  });
});

describe('formatAmount', () => {
  it('keeps the scale the server sent and groups by locale', () => {
    expect(formatAmount('1234.12345678', 'en')).toBe('1,234.12345678');
    // Always grouped, so a column does not mix 1234,50 with 12.345,50.
    expect(formatAmount('1234.500000', 'xby')).toBe('1.234,500000');
    expect(formatAmount('12345.5', 'xby')).toBe('12.345,5');
    expect(formatAmount('100000', 'zh')).toBe('100,000');
  });

  it('rounds only when asked for fewer decimals', () => {
    expect(formatAmount('99.999999', 'en', 2)).toBe('100.00');
    expect(formatAmount('0.1', 'jp', 6)).toBe('0.100000');
  });
});

describe('formatPercent', () => {
  it('writes a fee rate as the number before its % sign, with the language’s separator', () => {
    expect(formatPercent('0.001', 'en')).toBe('0.1');
    expect(formatPercent('0.001', 'xby')).toBe('0,1');
    expect(formatPercent('0.05', 'yn')).toBe('5');
  });

  it('keeps the sign of a negative rate', () => {
    expect(formatPercent('-0.00005', 'en')).toBe('-0.005');
  });
});

describe('formatRate', () => {
  it('writes a fraction as a whole percentage, sign and all, the language’s way', () => {
    expect(formatRate('0.0005', 'en')).toBe('0.05%');
    expect(formatRate('0.0005', 'xby')).toBe('0,05\u00a0%');
    expect(formatRate('0.85', 'zh')).toBe('85%');
  });
});

describe('formatExact', () => {
  it('shows at least the places asked, and every digit the value has beyond them', () => {
    expect(formatExact('65000.560', 'en', 2)).toBe('65,000.56');
    expect(formatExact('65000.565', 'en', 2)).toBe('65,000.565');
    expect(formatExact('37000', 'xby', 2)).toBe('37.000,00');
    expect(formatExact('0.00005', 'yn')).toBe('0,00005');
  });
});

describe('decimalSeparator', () => {
  it('is what the language writes between whole and fraction', () => {
    expect(decimalSeparator('en')).toBe('.');
    expect(decimalSeparator('xby')).toBe(',');
    expect(decimalSeparator('yn')).toBe(',');
    expect(decimalSeparator('zh')).toBe('.');
  });
});

describe('withPercentSign', () => {
  it('puts the sign where the language puts it', () => {
    expect(withPercentSign('1.25', 'en')).toBe('1.25%');
    expect(withPercentSign('1,25', 'xby')).toBe('1,25\u00a0%');
    expect(withPercentSign('25', 'zh')).toBe('25%');
  });
});
