// Where and how each account's failure notifications are sent: its `whsec_` secret (made on first use)
// and its notify URL (its own, an explicit none, or the `--notify-url` default).
import type { RandomSource } from '../primitives/random.ts';
import { generateSecret } from './standard-webhooks.ts';

/** The saved form: what a state file keeps of the settings (outbox.ts OutboxSnapshot). */
export interface NotifySettingsSnapshot {
  secrets: [string, string][];
  notify_urls: [string, string | null][];
  default_notify_url: string | null;
}

export class NotifySettings {
  private readonly secrets = new Map<string, string>();
  private readonly notifyUrls = new Map<string, string | null>();
  private readonly random: RandomSource;
  /** The `--notify-url` flag of this start; undefined when the engine was made without an opinion. */
  private readonly flagUrl: string | null | undefined;
  private defaultUrl: string | null;

  constructor(random: RandomSource, flagUrl: string | null | undefined) {
    this.random = random;
    this.flagUrl = flagUrl;
    this.defaultUrl = flagUrl ?? null;
  }

  secretFor(accountId: string): string {
    let secret = this.secrets.get(accountId);
    if (secret === undefined) {
      secret = generateSecret(this.random);
      this.secrets.set(accountId, secret);
    }
    return secret;
  }

  rotateSecret(accountId: string): string {
    this.secrets.delete(accountId);
    return this.secretFor(accountId);
  }

  useSecret(accountId: string, secret: string): void {
    this.secrets.set(accountId, secret);
  }

  hasSecret(accountId: string): boolean {
    return this.secrets.has(accountId);
  }

  setNotifyUrl(accountId: string, url: string | null | undefined): void {
    if (url === undefined) this.notifyUrls.delete(accountId);
    else this.notifyUrls.set(accountId, url);
  }

  notifyUrlFor(accountId: string): string | null {
    return this.notifyUrls.has(accountId) ? this.notifyUrls.get(accountId)! : this.defaultUrl;
  }

  hasOwnNotifyUrl(accountId: string): boolean {
    return this.notifyUrls.has(accountId);
  }

  /** An account was deleted: its secret and URL go. */
  forget(accountId: string): void {
    this.secrets.delete(accountId);
    this.notifyUrls.delete(accountId);
  }

  snapshot(): NotifySettingsSnapshot {
    return { secrets: [...this.secrets], notify_urls: [...this.notifyUrls], default_notify_url: this.defaultUrl };
  }

  restore(saved: NotifySettingsSnapshot): void {
    this.secrets.clear();
    for (const [account, secret] of saved.secrets) this.secrets.set(account, secret);
    this.notifyUrls.clear();
    for (const [account, url] of saved.notify_urls) this.notifyUrls.set(account, url);
    // The flag of this start wins (null included: started without --notify-url); only an engine made
    // without an opinion keeps the saved default.
    this.defaultUrl = this.flagUrl !== undefined ? this.flagUrl : saved.default_notify_url;
  }
}
