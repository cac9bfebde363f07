import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { LoanBookResponseDto, LoanDetailResponseDto, LoanOfferResponseDto, LoanResponseDto, LoanStaffResponseDto } from './loan.response.dto';
import type { LoansAdminController } from './loans-admin.http.controller';
import type { LoansController } from './loans.http.controller';

// What the routes answer must fit these (libs/http answer-fits.ts).
export type LoansQueriesAnswersFit = [
  Fits<EnvelopeDataOf<LoansController, 'terms'>, LoanOfferResponseDto>,
  Fits<EnvelopeDataOf<LoansController, 'mine'>, { items: LoanResponseDto[] }>,
  Fits<EnvelopeDataOf<LoansController, 'one'>, LoanDetailResponseDto>,
  Fits<EnvelopeDataOf<LoansAdminController, 'list'>, LoanStaffResponseDto[]>,
  Fits<EnvelopeDataOf<LoansAdminController, 'book'>, LoanBookResponseDto>,
  Fits<EnvelopeDataOf<LoansAdminController, 'one'>, LoanDetailResponseDto>,
];
