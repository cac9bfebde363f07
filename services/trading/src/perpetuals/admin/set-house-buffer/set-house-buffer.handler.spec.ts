import { proposedValue, splitChange, type ControlChangeProposedData } from '@meridian/decider';
import { bufferSettingOf, HOUSE_BUFFER_LOOSER, shareOf } from './set-house-buffer.handler';

/** What a staff change of the house buffer does: what applies at once (its share) and what waits for a second admin. */
const change = (from: string | null, to: string | null) => {
  const { now, loosened } = splitChange(HOUSE_BUFFER_LOOSER, bufferSettingOf(from), bufferSettingOf(to));
  return { appliesNow: shareOf(now), waits: loosened };
};

describe('the house buffer: which changes loosen a control', () => {
  it('a higher share, or enforcing a buffer that was off, tightens and applies at once', () => {
    expect(change('0.1', '0.25')).toEqual({ appliesNow: '0.25', waits: [] });
    expect(change(null, '0.1')).toEqual({ appliesNow: '0.1', waits: [] });
    expect(change(null, '0')).toEqual({ appliesNow: '0', waits: [] });
    expect(change('0.1', '0.1')).toEqual({ appliesNow: '0.1', waits: [] });
  });

  it('a lower share waits for a second admin, the buffer unchanged meanwhile', () => {
    expect(change('0.1', '0.05')).toEqual({ appliesNow: '0.1', waits: ['share'] });
    expect(change('0.1', '0')).toEqual({ appliesNow: '0.1', waits: ['share'] });
  });

  it('no longer enforcing the buffer (null) waits for a second admin, whatever the share was', () => {
    expect(change('0.1', null)).toEqual({ appliesNow: '0.1', waits: ['enforced', 'share'] });
    expect(change('0', null)).toEqual({ appliesNow: '0', waits: ['enforced'] });
  });

  it('a confirmed proposal applies what was proposed on top of the buffer as it then stands', () => {
    const proposal = (from: string | null, to: string | null) =>
      ({ after: bufferSettingOf(to), fields: splitChange(HOUSE_BUFFER_LOOSER, bufferSettingOf(from), bufferSettingOf(to)).loosened }) as unknown as ControlChangeProposedData;
    expect(shareOf(proposedValue(proposal('0.1', null), { ...bufferSettingOf('0.3') }))).toBeNull();
    expect(shareOf(proposedValue(proposal('0.1', '0.05'), { ...bufferSettingOf('0.3') }))).toBe('0.05');
  });
});
