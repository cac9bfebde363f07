import type { StaffPrincipal } from '@meridian/runtime';
import type { ControlProposalDesk } from './control-proposals/control-proposal-desk';
import { rulesSettingChange, streamedSettingChange } from './streamed-setting-change';

const staff = { staffId: 'fin-1', email: 'fin1@example.com', roles: ['finance'] } as unknown as StaffPrincipal;

/** A desk that records what it was asked, its check refusing a negative limit as a decider would. */
function fakeDesk() {
  const asked: string[] = [];
  const desk = {
    registerStream: (kind: string) => {
      asked.push(`register ${kind}`);
      return (_id: string, value: { limit: number }) => {
        asked.push(`check ${value.limit}`);
        if (value.limit < 0) throw new Error('limit.negative');
        return [];
      };
    },
    change: async (kind: string, id: string, _staff: StaffPrincipal, value: { limit: number }, reason: string) => {
      asked.push(`change ${kind} ${id} ${value.limit} ${reason}`);
      return null;
    },
  } as unknown as ControlProposalDesk;
  return { desk, asked };
}

describe('streamedSettingChange', () => {
  const setting = { looser: {}, confirmRoles: ['admin'], decider: {}, streamOf: (id: string) => `limit-${id}`, read: async () => ({ limit: 1 }), commandOf: () => ({}) };

  it('registers the setting once, then checks each requested value before the desk changes it', async () => {
    const { desk, asked } = fakeDesk();
    const change = streamedSettingChange(desk, 'limit', setting as never);
    await expect(change('default', staff, { limit: 5 }, 'busier')).resolves.toBeNull();
    expect(asked).toEqual(['register limit', 'check 5', 'change limit default 5 busier']);
  });

  it('changes nothing when the check refuses the value', async () => {
    const { desk, asked } = fakeDesk();
    const change = streamedSettingChange(desk, 'limit', setting as never);
    await expect(change('default', staff, { limit: -1 }, '')).rejects.toThrow('limit.negative');
    expect(asked).toEqual(['register limit', 'check -1']);
  });
});

describe('rulesSettingChange', () => {
  const setting = {
    looser: {},
    confirmRoles: ['admin'],
    decider: {},
    streamOf: (id: string) => `limit-${id}`,
    command: 'ChangeLimit',
    read: async () => ({ limit: 1 }),
    check: ({ limit }: { limit: number }) => ({ limit: Math.round(limit) }),
  };

  it("changes its one setting with the rules as the check leaves them", async () => {
    const { desk, asked } = fakeDesk();
    const change = rulesSettingChange(desk, 'limit', 'default', setting as never);
    await expect(change(staff, { limit: 4.6 }, 'busier')).resolves.toBeNull();
    expect(asked).toEqual(['register limit', 'check 5', 'change limit default 5 busier']);
  });
});
