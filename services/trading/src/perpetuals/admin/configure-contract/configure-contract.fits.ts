import type { AnswerOf, Fits } from '@meridian/http';
import type { ContractTermsResponseDto } from '../../contract-terms.response.dto';
import type { ConfigureContractHttpController } from './configure-contract.http.controller';

// What the route answers must fit the response DTO it is described by (libs/http answer-fits.ts).
export type ConfigureContractAnswerFits = Fits<AnswerOf<ConfigureContractHttpController, 'configure'>['data'], ContractTermsResponseDto>;
