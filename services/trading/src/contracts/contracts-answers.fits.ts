import type { AnswerOf, EnvelopeDataOf, Fits } from '@meridian/http';
import type { ContractsAdminController } from './admin/contracts-admin.controller';
import type { ContractsController } from './contracts.controller';
import type { ContractHouseResponseDto, ContractInstrumentResponseDto, ContractTermsResponseDto, PositionQuoteResponseDto, PositionResponseDto } from './position-entry/position.response.dto';

// What each contracts route answers must fit the response DTO it is described by (libs/http answer-fits.ts).
type Data<Method extends keyof ContractsController> = EnvelopeDataOf<ContractsController, Method>;

export type ContractsAnswersFit = [
  Fits<Data<'instruments'>, { items: ContractInstrumentResponseDto[] }>,
  Fits<Data<'quote'>, PositionQuoteResponseDto>,
  Fits<Data<'positions'>, { items: PositionResponseDto[] }>,
  Fits<Data<'open'>, PositionResponseDto>,
  Fits<Data<'close'>, PositionResponseDto>,
  Fits<Data<'takeProfitStopLoss'>, PositionResponseDto>,
  Fits<Data<'addMargin'>, PositionResponseDto>,
  Fits<Data<'cancel'>, PositionResponseDto>,
  Fits<AnswerOf<ContractsAdminController, 'house'>['data'], ContractHouseResponseDto>,
  Fits<AnswerOf<ContractsAdminController, 'list'>['data'], ContractTermsResponseDto[]>,
  Fits<AnswerOf<ContractsAdminController, 'one'>['data'], ContractTermsResponseDto>,
  Fits<AnswerOf<ContractsAdminController, 'configure'>['data'], ContractTermsResponseDto>,
];
