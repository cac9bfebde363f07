import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { DepositRecordsPageDto } from '../../records/queries/records.response.dto';
import type { DepositResponseDto } from '../deposit.response.dto';
import type { DepositAddressController } from './deposit-address.http.controller';
import type { DepositAddressResponseDto } from './deposit-address.response.dto';
import type { DepositRecordsController } from './deposit-records.http.controller';
import type { StaffDepositsController } from './staff-deposits.http.controller';

// What each route answers must fit the response DTO that describes it in the API document (libs/http answer-fits.ts).
export type DepositQueryAnswersFit = [
  Fits<EnvelopeDataOf<DepositAddressController, 'depositAddress'>, DepositAddressResponseDto>,
  Fits<EnvelopeDataOf<DepositRecordsController, 'depositList'>, Omit<DepositRecordsPageDto, 'kind'>>,
  Fits<EnvelopeDataOf<StaffDepositsController, 'depositQueue'>, DepositResponseDto[]>,
  Fits<EnvelopeDataOf<StaffDepositsController, 'deposit'>, DepositResponseDto>,
];
