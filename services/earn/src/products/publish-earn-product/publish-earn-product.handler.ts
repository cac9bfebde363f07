import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { StreamedSettingCheck } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { earnProductDecider, earnProductStream, type EarnProductEvent } from '../domain/earn-product.decider';
import type { EarnProductTerms } from '../domain/earn-product-terms';
import { EARN_PRODUCT_LOOSER, EarnControlProposals } from './earn-control-proposals';
import { EarnProductsQuery } from '../queries/earn-products.query';
import type { PublishEarnProductDto } from './publish-earn-product.request.dto';

/** A product's terms as the desk compares them; a product not yet published has none. */
type ProductSetting = EarnProductTerms | Record<string, never>;
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
  private readonly check: StreamedSettingCheck<ProductSetting, EarnProductEvent>;

  constructor(
    private readonly products: EarnProductsQuery,
    private readonly proposals: EarnControlProposals,
  ) {
    // The change's event names who applied it; a confirmed proposal's id and proposer go in its metadata.
    this.check = proposals.registerStream('earn-product', {
      looser: EARN_PRODUCT_LOOSER,
      confirmRoles: ['admin', 'finance'],
      decider: earnProductDecider,
      streamOf: earnProductStream,
      read: async (productId): Promise<ProductSetting> =>
        (await this.products.published()).find((product) => product.terms.productId === productId)?.terms ?? {},
      commandOf: (productId, terms, { staffId, reason }) => ({
        type: 'PublishEarnProduct' as const,
        data: { terms: { ...(terms as EarnProductTerms), productId }, staffId, reason },
      }),
    });
  }

  async execute({ staff, productId, input }: PublishEarnProductCommand) {
    const { reason, ...terms } = input;
    const asked = { ...terms, productId, minAmount: terms.minAmount.trim(), maxAmount: terms.maxAmount.trim() } as EarnProductTerms;
    // Checked (and normalised) before anything applies: a product that could never publish is refused now, not at confirmation.
    const requested = this.check(productId, asked, staff, reason)[0]!.data.terms;
    const proposal = await this.proposals.change('earn-product', productId, staff, requested, reason);
    return { product: (await this.products.published()).find((product) => product.terms.productId === productId), proposal };
  }
}
