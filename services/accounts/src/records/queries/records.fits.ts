import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { AssetsOverviewController } from './assets-overview.http.controller';
import type { AssetsOverviewResponseDto } from './balances.response.dto';
import type { RecordsController } from './records.http.controller';
import type { AccountRecordsPageDto, DepositRecordsPageDto, WithdrawalRecordsPageDto } from './records.response.dto';

// What each route answers must fit the response DTO that describes it in the API document (libs/http answer-fits.ts).
export type RecordsAnswersFit = [
  Fits<EnvelopeDataOf<AssetsOverviewController, 'assets'>, AssetsOverviewResponseDto>,
  Fits<EnvelopeDataOf<RecordsController, 'recordList'>, DepositRecordsPageDto | WithdrawalRecordsPageDto | AccountRecordsPageDto>,
];
