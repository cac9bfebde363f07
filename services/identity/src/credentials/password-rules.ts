import { AppError } from '@meridian/http';

/** A new login password: 6 to 24 characters, typed the same twice. */
export function checkNewPassword(password: string | undefined, password2: string | undefined): void {
  if (!password) throw AppError.badInput('password.required');
  if (password.length < 6 || password.length > 24) throw AppError.badInput('password.length');
  if (password !== password2) throw AppError.badInput('password.mismatch');
}

export function checkTradePassword(password: string | undefined, password2: string | undefined): void {
  if (!password || !/^\d{6}$/.test(password)) throw AppError.badInput('tradePassword.format');
  if (password !== password2) throw AppError.badInput('password.mismatch');
}
