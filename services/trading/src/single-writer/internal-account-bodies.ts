import { Type } from 'class-transformer';
import { IsInt, IsObject, IsOptional, IsString, Length, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';

// The bodies of the trading core's internal account routes (the SPOT_ACCOUNTS and CONTRACT_ACCOUNTS
// ports over HTTP), shared by both.

export class CustomerBody {
  @IsString()
  @MaxLength(64)
  customerId!: string;
}

/** A window of a customer's account records, newest first; the all-accounts view merges up to 10,000. */
export class RecordsWindowBody extends CustomerBody {
  @IsOptional()
  @Matches(/^[A-Z0-9]{2,10}$/)
  coin!: string | null;

  @IsOptional()
  @IsString()
  from!: string | null;

  @IsOptional()
  @IsString()
  to!: string | null;

  @IsInt()
  @Min(1)
  @Max(10_000)
  limit!: number;

  @IsInt()
  @Min(0)
  offset!: number;
}

/** The key and fingerprint of a request id in `request_log` (libs/http `RequestClaim`). */
export class RequestClaimBody {
  @IsString()
  @MaxLength(200)
  scope!: string;

  @IsString()
  @MaxLength(64)
  requestId!: string;

  @IsString()
  @Length(64, 64)
  fingerprint!: string;
}

/** The customer's answer the core records in the group commit of its debit (`AnswerToRecord`). */
export class AnswerToRecordBody {
  @ValidateNested()
  @Type(() => RequestClaimBody)
  claim!: RequestClaimBody;

  @IsInt()
  @Min(200)
  @Max(299)
  httpStatus!: number;

  @IsObject()
  body!: object;
}

/** A move out of a trading account into the customer's funding wallet; each port adds what it debits and how much. */
export class SendToFundingBody extends CustomerBody {
  @IsString()
  @MaxLength(64)
  transferId!: string;

  @Matches(/^[a-z]{2,20}$/)
  toAccount!: string;

  /** The customer's answer, recorded with the debit. */
  @IsOptional()
  @ValidateNested()
  @Type(() => AnswerToRecordBody)
  answer?: AnswerToRecordBody;
}

/** The window of records a body asks for, as the spot and contract ports read it: what it leaves out is null. */
export const recordsWindow = ({ coin, from, to, limit, offset }: RecordsWindowBody) => ({
  coin: coin ?? null,
  from: from ?? null,
  to: to ?? null,
  limit,
  offset,
});
