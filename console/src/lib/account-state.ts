// The current account and the ways to change it: what the frame (app.ts) hands every page.
import type { Account } from './api.ts';

export interface AccountState {
  accounts: Account[];
  current: Account | undefined;
  reload: () => Promise<void>;
  choose: (account: Account) => void;
  /** Behind a sandbox's balancer: the console knows accounts by the keys given to it (lib/api.ts). */
  sandboxed: boolean;
  /** Acts as the account of `key` from now on (`replacing`: a key it rotated away); false when none has it. */
  useKey: (key: string, replacing?: string) => Promise<boolean>;
}
