// The current account and the ways to change it: what the frame (app.ts) hands every page.
import type { Account } from './api.ts';

export interface AccountState {
  accounts: Account[];
  current: Account | undefined;
  reload: () => Promise<void>;
  choose: (id: string) => void;
}
