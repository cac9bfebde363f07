import { createApi } from '@reduxjs/toolkit/query/react';
import { envelopeBaseQuery } from './base-query';

// One API slice for the app; each feature injects its own endpoints beside its components.
export const api = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery,
  tagTypes: ['User', 'TradePassword', 'Assets', 'WithdrawalRules', 'Records', 'Addresses', 'BankCards'],
  endpoints: () => ({}),
});
