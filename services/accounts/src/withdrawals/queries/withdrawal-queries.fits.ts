import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { WithdrawalRecordsPageDto } from '../../records/queries/records.response.dto';
import type { WithdrawalResponseDto } from '../withdrawal.response.dto';
import type { StaffWithdrawalsController } from './staff-withdrawals.http.controller';
import type { WithdrawalRecordsController } from './withdrawal-records.http.controller';
import type { WithdrawalTermsController } from './withdrawal-terms.http.controller';
import type { WithdrawalQuoteResponseDto, WithdrawalRulesResponseDto } from './withdrawal-terms.response.dto';

// What each route answers must fit the response DTO that describes it in the API document (libs/http answer-fits.ts).
export type WithdrawalQueryAnswersFit = [
  Fits<EnvelopeDataOf<WithdrawalTermsController, 'withdrawalRules'>, WithdrawalRulesResponseDto>,
  Fits<EnvelopeDataOf<WithdrawalTermsController, 'withdrawalQuote'>, WithdrawalQuoteResponseDto>,
  Fits<EnvelopeDataOf<WithdrawalRecordsController, 'withdrawalList'>, Omit<WithdrawalRecordsPageDto, 'kind'>>,
  Fits<EnvelopeDataOf<StaffWithdrawalsController, 'withdrawalQueue'>, WithdrawalResponseDto[]>,
  Fits<EnvelopeDataOf<StaffWithdrawalsController, 'withdrawal'>, WithdrawalResponseDto>,
];
