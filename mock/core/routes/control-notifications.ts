// Failure notifications: each account's settings (where they go, the webhook secret) and what was sent.
import type { components, operations } from '../../../generated/mock-control.ts';
import { typedReply } from '../http/typed-reply.ts';
import type { Outbox } from '../notifications/outbox.ts';
import type { ControlHandler, ControlHandlerDeps } from './control-context.ts';
import { accountFilter, accountOf } from './control-lookups.ts';

const reply = typedReply<operations>();

type NotificationSettings = components['schemas']['NotificationSettings'];
type NotificationSettingsUpdate = components['schemas']['NotificationSettingsUpdate'];
type NotificationOperation =
  | 'getNotificationSettings'
  | 'updateNotificationSettings'
  | 'rotateWebhookSecret'
  | 'listNotifications';

function settingsOf(outbox: Outbox, accountId: string): NotificationSettings {
  return {
    account_id: accountId,
    notify_url: outbox.notifyUrlFor(accountId),
    source: outbox.hasOwnNotifyUrl(accountId) ? 'account' : 'default',
    webhook_secret: outbox.secretFor(accountId),
  };
}

export function notificationHandlers(
  deps: Pick<ControlHandlerDeps, 'accounts' | 'engine' | 'commit'>,
): Record<NotificationOperation, ControlHandler> {
  const { accounts, commit } = deps;
  const { outbox } = deps.engine;
  return {
    async getNotificationSettings({ params }) {
      const accountId = accountOf(accounts, params);
      const made = !outbox.hasSecret(accountId);
      const settings = settingsOf(outbox, accountId);
      // The secret is made on first sight; it must survive a restart once shown.
      if (made) await commit();
      return reply('getNotificationSettings', 200, settings);
    },
    async updateNotificationSettings({ params, body }) {
      const accountId = accountOf(accounts, params);
      const wanted = (body as NotificationSettingsUpdate).notify_url;
      outbox.setNotifyUrl(accountId, wanted === 'default' ? undefined : wanted);
      const settings = settingsOf(outbox, accountId);
      await commit();
      return reply('updateNotificationSettings', 200, settings);
    },
    async rotateWebhookSecret({ params }) {
      const accountId = accountOf(accounts, params);
      outbox.rotateSecret(accountId);
      const settings = settingsOf(outbox, accountId);
      await commit();
      return reply('rotateWebhookSecret', 200, settings);
    },
    async listNotifications({ url }) {
      const only = accountFilter(accounts, url);
      const records = outbox.list().filter((record) => only === undefined || record.account_id === only);
      return reply('listNotifications', 200, { data: records.map((record) => structuredClone(record)) });
    },
  };
}
