import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isCountryCode } from '@meridian/contracts';
import { inTransaction } from '@meridian/database';
import { DomainError } from '@meridian/decider';
import type { EventStore, Queryable } from '@meridian/eventstore';
import { CLOCK, EVENT_STORE, type Clock, type CustomerPrincipal } from '@meridian/runtime';
import { identityKeyOf } from '../domain/identity-key';
import { REQUIRED_IMAGES, type DocumentType, type Submission } from '../domain/verification.decider';
import { kycImages } from '../kyc-images';
import { KycStatusQuery } from '../queries/kyc-status.query';
import { verificationCommands } from '../verification.commands';
import { kycReadModels } from '../../kyc.read-models';
import { KycIdentity } from '../read-models/kyc-identity.entity';
import type { AddressVerificationRequestDto, AdvancedVerificationRequestDto, PrimaryVerificationRequestDto } from './submit-verification.request.dto';

export type VerificationInput =
  | { tier: 'primary'; body: PrimaryVerificationRequestDto }
  | { tier: 'advanced'; body: AdvancedVerificationRequestDto }
  | { tier: 'address'; body: AddressVerificationRequestDto };

export class SubmitVerificationCommand extends Command<Awaited<ReturnType<KycStatusQuery['statusOf']>>> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly input: VerificationInput,
    /** The uploaded images by role (front, back, handheld, asset_proof, bill). */
    readonly files: ReadonlyMap<string, Buffer>,
    /** The customer's request id, in the events' metadata. */
    readonly requestId: string | null = null,
  ) {
    super();
  }
}

/**
 * A tier submitted with its images: checked by their bytes, stored beside the submission in one
 * transaction, and the tier goes under review. A real name and document number another customer has
 * verified are refused here, and again at approval (the identities table is unique).
 */
@CommandHandler(SubmitVerificationCommand)
export class SubmitVerificationHandler implements ICommandHandler<SubmitVerificationCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly status: KycStatusQuery,
  ) {}

  async execute({ customer, input, files, requestId }: SubmitVerificationCommand) {
    if (customer.kind === 'demo') throw new DomainError('demo.liveOnly');
    const submission = submissionOf(input);
    const missing = REQUIRED_IMAGES[submission.tier].find((role) => !files.has(role));
    if (missing) throw new DomainError('kyc.imageRequired', { image: missing });
    const images = await kycImages.check(new Map([...files].filter(([role]) => REQUIRED_IMAGES[submission.tier].includes(role))));
    const identityKey = submission.tier === 'primary' ? identityKeyOf(submission.details.realName, submission.details.documentNumber) : null;
    const submit = verificationCommands(this.store, this.clock, identityKey ? (db) => assertIdentityFree(db, identityKey, customer.customerId) : undefined);
    await inTransaction(this.store.pool, async (client) => {
      const stored = await kycImages.store(client, customer.customerId, images);
      await submit(
        customer.customerId,
        { type: 'SubmitVerification', data: { customerId: customer.customerId, submissionId: randomUUID(), submission, images: stored } },
        { client, metadata: { customerId: customer.customerId, ...(requestId ? { requestId } : {}) } },
      );
    });
    return this.status.statusOf(customer.customerId);
  }
}

function submissionOf(input: VerificationInput): Submission {
  switch (input.tier) {
    case 'primary': {
      const country = input.body.country.toUpperCase();
      if (!isCountryCode(country)) throw new DomainError('kyc.countryInvalid');
      const { realName, documentNumber, bankName, cardNumber } = input.body;
      return {
        tier: 'primary',
        details: { country, realName: realName.trim(), documentType: Number(input.body.documentType) as DocumentType, documentNumber: documentNumber.trim(), bankName: bankName.trim(), cardNumber },
      };
    }
    case 'advanced': {
      const { occupation, sourceOfWealth, monthlyIncome, expectedInvestment, assetProofType } = input.body;
      return {
        tier: 'advanced',
        details: { occupation: occupation.trim(), sourceOfWealth: sourceOfWealth.trim(), monthlyIncome, expectedInvestment, assetProofType: assetProofType as never },
      };
    }
    case 'address':
      return { tier: 'address', details: { address: input.body.address.trim() } };
  }
}

async function assertIdentityFree(db: Queryable, identityKey: string, customerId: string): Promise<void> {
  const holder = await (await kycReadModels.on(db)).getRepository(KycIdentity).findOneBy({ identityKey });
  if (holder && holder.customerId !== customerId) throw new DomainError('kyc.alreadyVerified');
}
