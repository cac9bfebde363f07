import { samePayer } from './payer-name.policy';

describe("a payer's name against the verified real name", () => {
  it('is the same however it is spaced, cased, punctuated or written in full width', () => {
    expect(samePayer('CHAN Tai-man', 'Chan Tai Man')).toBe(true);
    expect(samePayer('王 小明', '王小明')).toBe(true);
    expect(samePayer('ＬＥＥ ＡＮＮ', 'Lee Ann')).toBe(true);
    expect(samePayer("O'Neil, Mary", 'ONeil Mary')).toBe(true);
  });

  it('differs when it names someone else, or nobody', () => {
    expect(samePayer('Chan Tai Wai', 'Chan Tai Man')).toBe(false);
    expect(samePayer('王小明', '王小敏')).toBe(false);
    expect(samePayer('Man Tai Chan', 'Chan Tai Man')).toBe(false);
    expect(samePayer('  ', '')).toBe(false);
  });
});
