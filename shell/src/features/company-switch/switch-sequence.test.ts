import { runCompanySwitch, type SwitchNotice } from './switch-sequence';

function harness(requestToken: (id: number) => Promise<string>) {
  const log: string[] = [];
  let clock = 0;
  const deps = {
    show: (n: SwitchNotice) => log.push(`${clock} show ${n.stage === 'switching' ? 'switching' : `${n.company} ${n.secondsLeft}`}`),
    wait: async (ms: number) => {
      clock += ms;
    },
    requestToken,
    store: (token: string, company: { id: number; name: string }) => log.push(`${clock} store ${token} ${company.id} ${company.name}`),
    reload: () => log.push(`${clock} reload`),
  };
  return { log, deps };
}

describe('company switch sequence', () => {
  it('shows Switching, waits 0.5 s, counts down 3, 2, 1 a second apart, then stores and reloads', async () => {
    const { log, deps } = harness(async () => 'new-token');
    await runCompanySwitch({ id: 2, name: 'Northwind Paving', logo: null }, deps);
    expect(log).toEqual([
      '0 show switching',
      '500 show Northwind Paving 3',
      '1500 show Northwind Paving 2',
      '2500 show Northwind Paving 1',
      '3500 store new-token 2 Northwind Paving',
      '3500 reload',
    ]);
  });

  it('stores nothing and does not reload when the server refuses', async () => {
    const { log, deps } = harness(async () => {
      throw new Error('403');
    });
    await expect(runCompanySwitch({ id: 2, name: 'Northwind Paving', logo: null }, deps)).rejects.toThrow('403');
    expect(log).toEqual(['0 show switching']);
  });
});
