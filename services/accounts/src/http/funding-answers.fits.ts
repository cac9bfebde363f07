import type { AnswerOf, EnvelopeDataOf, Fits } from '@meridian/http';
import type { CatalogueResponseDto } from '../catalogue/catalogue.response.dto';
import type { DepositAddressResponseDto, DepositResponseDto } from '../deposits/deposit.response.dto';
import type { AssetsOverviewResponseDto } from '../records/balances.response.dto';
import type { AccountRecordsPageDto, DepositRecordsPageDto, WithdrawalRecordsPageDto } from '../records/records.response.dto';
import type { TransferResponseDto } from '../transfers/transfer-funds/transfer.response.dto';
import type { BankCardResponseDto, SavedAddressResponseDto } from '../wallet-book/wallet-book.response.dto';
import type { WithdrawalQuoteResponseDto, WithdrawalResponseDto, WithdrawalRulesResponseDto } from '../withdrawals/withdrawal.response.dto';
import type { FundingAdminController } from './funding-admin.controller';
import type { AssetCatalogueController, FundingController } from './funding.controller';

// What each funding route answers must fit the response DTO it is described by (libs/http answer-fits.ts):
// this file fails to compile when they drift apart.
type Data<Method extends keyof FundingController> = EnvelopeDataOf<FundingController, Method>;

export type FundingAnswersFit = [
  Fits<Data<'assets'>, AssetsOverviewResponseDto>,
  Fits<Data<'depositAddress'>, DepositAddressResponseDto>,
  Fits<Data<'deposit'>, DepositResponseDto>,
  Fits<Data<'depositList'>, Omit<DepositRecordsPageDto, 'kind'>>,
  Fits<Data<'withdrawalRules'>, WithdrawalRulesResponseDto>,
  Fits<Data<'withdrawalQuote'>, WithdrawalQuoteResponseDto>,
  Fits<Data<'withdraw'>, WithdrawalResponseDto>,
  Fits<Data<'withdrawalList'>, Omit<WithdrawalRecordsPageDto, 'kind'>>,
  Fits<Data<'transfer'>, TransferResponseDto>,
  Fits<Data<'addresses'>, SavedAddressResponseDto[]>,
  Fits<Data<'addAddress'>, SavedAddressResponseDto>,
  Fits<Data<'bankCards'>, BankCardResponseDto[]>,
  Fits<Data<'addBankCard'>, BankCardResponseDto>,
  Fits<Data<'recordList'>, DepositRecordsPageDto | WithdrawalRecordsPageDto | AccountRecordsPageDto>,
  Fits<EnvelopeDataOf<AssetCatalogueController, 'catalogue'>, CatalogueResponseDto>,
];

type StaffData<Method extends keyof FundingAdminController> = AnswerOf<FundingAdminController, Method> extends { data: infer Data } ? Data : never;

export type FundingStaffAnswersFit = [
  Fits<StaffData<'depositQueue'>, DepositResponseDto[]>,
  Fits<StaffData<'deposit'>, DepositResponseDto>,
  Fits<StaffData<'approveDeposit'>, DepositResponseDto>,
  Fits<StaffData<'rejectDeposit'>, DepositResponseDto>,
  Fits<StaffData<'withdrawalQueue'>, WithdrawalResponseDto[]>,
  Fits<StaffData<'withdrawal'>, WithdrawalResponseDto>,
  Fits<StaffData<'approveWithdrawal'>, WithdrawalResponseDto>,
  Fits<StaffData<'rejectWithdrawal'>, WithdrawalResponseDto>,
];
