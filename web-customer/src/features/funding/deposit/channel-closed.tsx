import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { isChainOpen } from '../coin-chain';
import type { ChainInfo, CoinInfo } from '../funding.types';

interface ChannelClosedProps {
  coin: CoinInfo;
  chain: ChainInfo;
  onChooseChain: (chain: string) => void;
}

// Deposits of this coin on this network are not open (the catalogue says so, or the server refused the
// address with `deposit.channelClosed`): said in the customer's words, with the coin's open networks
// one tap away and support as the way out when there is none.
export const ChannelClosed = ({ coin, chain, onChooseChain }: ChannelClosedProps) => {
  const { t } = useTranslation();
  const others = coin.chains.filter((other) => other.chain !== chain.chain && isChainOpen(other, 'deposit'));
  const names = { coin: coin.coin, chain: chain.chain };
  return (
    <EmptyState
      tone="warning"
      title={t('deposit.channelClosedTitle', names)}
      body={others.length > 0 ? t('deposit.channelClosedOtherNetworks', names) : t('deposit.channelClosedNoOther', names)}
      testId="deposit-unavailable"
      action={
        others.length > 0 && (
          <div className="channel-closed__choices">
            {others.map((other) => (
              <Button
                key={other.chain}
                variant="secondary"
                onClick={() => onChooseChain(other.chain)}
                data-testid={`use-chain-${other.chain}`}
              >
                {t('deposit.useNetwork', { chain: other.chain })}
              </Button>
            ))}
          </div>
        )
      }
    />
  );
};
