import type { FundingRow } from '../spot.types';
import { checkTransferAmount, fundingCoinOf, hasFunds, maxTransfer, transferInRequest } from './transfer-in-rules';

const row = (coin: string, available: string, frozen = available.replace(/\d/g, '0')): FundingRow => ({
  coin,
  available,
  frozen,
  usdt_value: '0.000000',
});

const funding = [row('USDT', '1234.500000'), row('BTC', '0.01234567'), row('TRX', '0.000000')];
const usdt = fundingCoinOf(funding, 'USDT')!;

describe('the funding balance a transfer into spot can use', () => {
  it('reads the coin and its decimals from the funding account', () => {
    expect(usdt).toEqual({ coin: 'USDT', available: '1234.500000', scale: 6 });
    expect(fundingCoinOf(funding, 'BTC')).toEqual({ coin: 'BTC', available: '0.01234567', scale: 8 });
  });

  it('knows nothing of a coin the account has no usable row for', () => {
    expect(fundingCoinOf(funding, 'ETH')).toBeNull();
    expect(fundingCoinOf([row('ETH', 'n/a', '0')], 'ETH')).toBeNull();
  });

  it('offers the whole available balance as the maximum, without trailing zeros', () => {
    expect(maxTransfer(usdt)).toBe('1234.5');
    expect(maxTransfer(fundingCoinOf(funding, 'BTC')!)).toBe('0.01234567');
    expect(maxTransfer({ coin: 'USDT', available: '100', scale: 6 })).toBe('100');
  });

  it('never offers more than the balance, nor less than nothing', () => {
    expect(maxTransfer({ coin: 'USDT', available: '1.23456789', scale: 6 })).toBe('1.234567');
    expect(maxTransfer({ coin: 'USDT', available: '-5.000000', scale: 6 })).toBe('0');
    expect(maxTransfer(fundingCoinOf(funding, 'TRX')!)).toBe('0');
  });

  it('tells an empty funding account from one that can pay', () => {
    expect(hasFunds(usdt)).toBe(true);
    expect(hasFunds(fundingCoinOf(funding, 'TRX')!)).toBe(false);
  });
});

describe('checking the amount to transfer', () => {
  it('wants an amount written as a positive number', () => {
    expect(checkTransferAmount('', usdt)).toBe('validation.amountEmpty');
    expect(checkTransferAmount('  ', usdt)).toBe('validation.amountEmpty');
    expect(checkTransferAmount('1e3', usdt)).toBe('validation.amountFormat');
    expect(checkTransferAmount('-1', usdt)).toBe('validation.amountFormat');
    expect(checkTransferAmount('0', usdt)).toBe('validation.amountZero');
    expect(checkTransferAmount('0.000', usdt)).toBe('validation.amountZero');
  });

  it('allows at most the coin’s decimals: 6 for USDT, 8 for BTC', () => {
    expect(checkTransferAmount('1.123456', usdt)).toBeNull();
    expect(checkTransferAmount('1.1234567', usdt)).toBe('validation.amountScale');
    expect(checkTransferAmount('0.01234567', fundingCoinOf(funding, 'BTC')!)).toBeNull();
  });

  it('allows no more than the funding account holds', () => {
    expect(checkTransferAmount('1234.5', usdt)).toBeNull();
    expect(checkTransferAmount('1234.500001', usdt)).toBe('validation.insufficientBalance');
    expect(checkTransferAmount('1', fundingCoinOf(funding, 'TRX')!)).toBe('validation.insufficientBalance');
  });

  it('takes "12." as 12, the way a customer leaves it while typing', () => {
    expect(checkTransferAmount('12.', usdt)).toBeNull();
    expect(transferInRequest('USDT', ' 12. ')).toEqual({ coin: 'USDT', from: 'bba', to: 'bb', amount: '12' });
  });

  it('accepts exactly what "Max" writes', () => {
    for (const coin of [usdt, fundingCoinOf(funding, 'BTC')!]) expect(checkTransferAmount(maxTransfer(coin), coin)).toBeNull();
  });
});
