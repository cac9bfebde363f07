import type { AnswerOf, Fits } from '@meridian/http';
import type { ContractTermsResponseDto } from '../../contract-terms.response.dto';
import type { ContractHouseResponseDto } from './contract-house.response.dto';
import type { ContractsAdminController } from './contracts-admin.http.controller';

// What each staff read of contracts answers must fit the response DTO it is described by (libs/http answer-fits.ts).
export type ContractsAdminAnswersFit = [
  Fits<AnswerOf<ContractsAdminController, 'house'>['data'], ContractHouseResponseDto>,
  Fits<AnswerOf<ContractsAdminController, 'list'>['data'], ContractTermsResponseDto[]>,
  Fits<AnswerOf<ContractsAdminController, 'one'>['data'], ContractTermsResponseDto>,
];
