import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { PositionResponseDto } from '../position.response.dto';
import type { ContractInstrumentResponseDto } from './contract-instruments.response.dto';
import type { ContractsController } from './contracts.http.controller';
import type { PositionQuoteResponseDto } from './position-quote.response.dto';

// What each contracts read route answers must fit the response DTO it is described by (libs/http answer-fits.ts).
type Data<Method extends keyof ContractsController> = EnvelopeDataOf<ContractsController, Method>;

export type ContractsAnswersFit = [
  Fits<Data<'instruments'>, { items: ContractInstrumentResponseDto[] }>,
  Fits<Data<'quote'>, PositionQuoteResponseDto>,
  Fits<Data<'positions'>, { items: PositionResponseDto[] }>,
];
