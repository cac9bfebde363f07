import { useTranslation } from 'react-i18next';
import { SelectField } from '../../shared/ui/select-field';
import { isChainOpen, type ChainUse, type CoinChain } from './coin-chain';
import type { Catalogue } from './funding.types';

interface CoinChainFieldsProps {
  catalogue: Catalogue;
  selection: CoinChain;
  use: ChainUse;
  disabled?: boolean;
}

// The coin and network pickers (form names `coin` and `chain`); a closed network stays listed, marked.
export const CoinChainFields = ({ catalogue, selection, use, disabled }: CoinChainFieldsProps) => {
  const { t } = useTranslation();
  return (
    <div className="field-pair">
      <SelectField
        name="coin"
        label={t('funding.coin')}
        value={selection.coin?.coin ?? ''}
        onChange={(event) => selection.setCoin(event.target.value)}
        disabled={disabled}
      >
        {catalogue.coins.map((coin) => (
          <option key={coin.coin} value={coin.coin}>
            {coin.coin}
          </option>
        ))}
      </SelectField>
      <SelectField
        name="chain"
        label={t('funding.chain')}
        value={selection.chain?.chain ?? ''}
        onChange={(event) => selection.setChain(event.target.value)}
        disabled={disabled}
      >
        {(selection.coin?.chains ?? []).map((chain) => (
          <option key={chain.chain} value={chain.chain}>
            {isChainOpen(chain, use) ? chain.chain : t('funding.chainSuspended', { chain: chain.chain })}
          </option>
        ))}
      </SelectField>
    </div>
  );
};
