import { LANGUAGES, type Lang } from '@meridian/http';
import { CATALOGUE_INSTRUMENTS } from '../market/instruments';
import { pointValueNoteIn, positionIn, termsIn } from './contract-terms-words';
import { defaultContractTerms, POINT_VALUE_NOTES } from './domain/default-contract-terms';

const contracts = CATALOGUE_INSTRUMENTS.filter((instrument) => instrument.maxLeverage > 0).map(defaultContractTerms);

describe('contract terms in the reader’s language', () => {
  it('finds the contracts and each note they record', () => {
    expect(contracts.length).toBeGreaterThan(20);
    expect(new Set(contracts.map((terms) => terms.pointValueNote))).toEqual(new Set(Object.values(POINT_VALUE_NOTES)));
  });

  // The walk's finding: the Japanese specification read "Quoted in USD and settled in USDT one for one".
  it('writes every recorded note in every language, never the English sentence elsewhere', () => {
    const left: string[] = [];
    for (const lang of Object.keys(LANGUAGES) as Lang[])
      for (const terms of contracts) {
        const note = pointValueNoteIn(lang, terms.pointValueNote);
        if (
          lang === 'en'
            ? note !== terms.pointValueNote
            : note === terms.pointValueNote || /\b(?:Quoted|settled|one for one|listing rate)\b/.test(note)
        )
          left.push(`${lang} ${terms.symbol}: ${note}`);
      }
    expect(left).toEqual([]);
    expect(pointValueNoteIn('jp', POINT_VALUE_NOTES.usd)).toBe('米ドル建てで表示され、USDTで1対1で決済されます');
    expect(pointValueNoteIn('ty', POINT_VALUE_NOTES.usdt)).toBe('เสนอราคาและชำระราคาเป็น USDT');
  });

  it('changes nothing but the note, and leaves the recorded terms as they are', () => {
    const terms = contracts.find((t) => t.symbol === 'EURUSD')!;
    const written = termsIn('zh', terms);
    expect({ ...written, pointValueNote: terms.pointValueNote }).toEqual(terms);
    expect(terms.pointValueNote).toBe(POINT_VALUE_NOTES.usd);
    expect(positionIn('hy', { id: 'p', terms }).terms.pointValueNote).toBe('USD로 호가되고 USDT로 1:1 정산됩니다');
  });

  it('shows a note it has no sentence for as recorded', () => {
    expect(pointValueNoteIn('jp', 'A note staff wrote')).toBe('A note staff wrote');
  });
});
