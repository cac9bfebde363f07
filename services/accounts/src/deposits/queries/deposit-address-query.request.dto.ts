import { CoinOnChainDto } from '../../catalogue/coin-on-chain.request.dto';

/** The query of GET /deposits/address: which coin on which network. */
export class DepositAddressQueryDto extends CoinOnChainDto {}
