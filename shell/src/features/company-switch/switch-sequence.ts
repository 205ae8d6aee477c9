import { CONSTANTS } from '@groundwork/shared/domain';
import type { StoredCompany } from '@groundwork/shared/session';

export type SwitchNotice =
  | { stage: 'switching' }
  | { stage: 'redirecting'; company: string; secondsLeft: number };

export interface SwitchDeps {
  show(notice: SwitchNotice): void;
  wait(ms: number): Promise<void>;
  /** POST /auth/switch-company: the server decides and issues the token. */
  requestToken(companyId: number): Promise<string>;
  store(token: string, company: StoredCompany): void;
  reload(): void;
}

/**
 * The company switch of spec 01 §4: "Switching ...", 0.5 s, then "Redirecting to {company}" with a countdown
 * from 3 ("The page will reload after N second."), 3 s, then the new company is stored and the page reloads.
 * The token is requested while "Switching ..." shows; a refusal rejects before anything is stored.
 */
export async function runCompanySwitch(company: StoredCompany, deps: SwitchDeps): Promise<void> {
  deps.show({ stage: 'switching' });
  const [token] = await Promise.all([deps.requestToken(company.id), deps.wait(CONSTANTS.companySwitchDelayMs)]);
  const seconds = CONSTANTS.companySwitchCountdownSeconds;
  const tick = CONSTANTS.companySwitchReloadMs / seconds;
  for (let left = seconds; left > 0; left -= 1) {
    deps.show({ stage: 'redirecting', company: company.name, secondsLeft: left });
    await deps.wait(tick);
  }
  deps.store(token, company);
  deps.reload();
}
