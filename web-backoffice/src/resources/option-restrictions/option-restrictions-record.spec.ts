import { countriesOf, optionRestrictionsChange } from './option-restrictions-record';

describe('the option restrictions staff send', () => {
  it('reads countries typed with any separator, upper case, each once', () => {
    expect(countriesOf(' gb, fr;GB  de')).toEqual(['GB', 'FR', 'DE']);
    expect(countriesOf('')).toEqual([]);
  });

  it('sends the whole list and the reason trimmed', () => {
    expect(optionRestrictionsChange({ countries: 'gb fr', reason: ' retail ban ' })).toEqual({
      countries: ['GB', 'FR'],
      reason: 'retail ban',
    });
    expect(optionRestrictionsChange({ countries: ['GB', 'FR'], reason: 'kept' })).toEqual({ countries: ['GB', 'FR'], reason: 'kept' });
  });
});
