import { ACCOUNTS_SOURCE, parseProductFundsAnswerV1 } from '@meridian/contracts';

/** The funding wallet's answers of the `types` given to engagement's payouts and payments (the product funds contract). */
export const productFundsAnswers = (...types: string[]) => ({
  sources: [ACCOUNTS_SOURCE],
  types,
  parse: (data: unknown, type: string) => parseProductFundsAnswerV1(type, data),
});
