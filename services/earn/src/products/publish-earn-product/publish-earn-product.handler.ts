import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandHandling, type EventStore } from '@meridian/eventstore';
import type { SettingChangeAuthor } from '@meridian/http';
import { CLOCK, EVENT_STORE, type Clock, type StaffPrincipal } from '@meridian/runtime';
import { earnProductDecider, earnProductStream } from '../domain/earn-product.decider';
import type { EarnProductTerms } from '../domain/earn-product-terms';
import { EARN_PRODUCT_LOOSER, EarnControlProposals } from './earn-control-proposals';
import { EarnProductsQuery } from '../queries/earn-products.query';
import type { PublishEarnProductDto } from './publish-earn-product.request.dto';

type Published = Awaited<ReturnType<EarnProductsQuery['published']>>[number];

/** The product as it stands (undefined while a new product waits for confirmation) and the proposal, if any. */
export class PublishEarnProductCommand extends Command<{ product: Published | undefined; proposal: Awaited<ReturnType<EarnControlProposals['change']>> }> {
  constructor(
    readonly staff: StaffPrincipal,
    readonly productId: string,
    readonly input: PublishEarnProductDto,
  ) {
    super();
  }
}

/**
 * Finance adds a product or changes one; orders already placed keep the terms they were bought under.
 * What tightens applies at once; what loosens (a higher rate range, a new product) becomes a proposal
 * another finance or admin member confirms (docs/security.md, "Insider: four eyes").
 */
@CommandHandler(PublishEarnProductCommand)
export class PublishEarnProductHandler implements ICommandHandler<PublishEarnProductCommand> {
  private readonly publishTerms;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly products: EarnProductsQuery,
    private readonly proposals: EarnControlProposals,
  ) {
    this.publishTerms = commandHandling({ store, clock, decider: earnProductDecider, streamOf: earnProductStream });
    proposals.register<EarnProductTerms | Record<string, never>>('earn-product', {
      looser: EARN_PRODUCT_LOOSER,
      confirmRoles: ['admin', 'finance'],
      read: async (productId) => (await this.products.published()).find((product) => product.terms.productId === productId)?.terms ?? {},
      apply: (productId, terms, by) => this.publish(productId, terms as EarnProductTerms, by),
    });
  }

  async execute({ staff, productId, input }: PublishEarnProductCommand) {
    const { reason, ...terms } = input;
    const asked = { ...terms, productId, minAmount: terms.minAmount.trim(), maxAmount: terms.maxAmount.trim() } as EarnProductTerms;
    // Checked (and normalised) before anything applies: a product that could never publish is refused now, not at confirmation.
    const requested = earnProductDecider.decide(
      { type: 'PublishEarnProduct', data: { terms: asked, staffId: staff.staffId, reason }, metadata: { now: this.clock.now().toISOString() } },
      earnProductDecider.initialState(),
    )[0]!.data.terms;
    const proposal = await this.proposals.change('earn-product', productId, staff, requested, reason);
    return { product: (await this.products.published()).find((product) => product.terms.productId === productId), proposal };
  }

  /** The change's event names who applied it; a confirmed proposal's id and proposer go in its metadata. */
  private async publish(productId: string, terms: EarnProductTerms, { staffId, reason, proposalId, proposerId }: SettingChangeAuthor): Promise<void> {
    const command = { type: 'PublishEarnProduct' as const, data: { terms: { ...terms, productId }, staffId, reason } };
    await this.publishTerms(productId, command, { metadata: { staffId, ...(proposalId ? { proposalId, proposerId } : {}) } });
  }
}
