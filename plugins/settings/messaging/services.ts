// The messaging area's API client and stores, bound into the settings plugin's container module (../services.ts).
import type { ContainerModuleLoadOptions } from 'inversify';
import { TOKENS } from '../../../kernel';
import { MessagingApi } from './api';
import { MailSettingsStore } from './store/MailSettingsStore';
import { SmsSettingsStore } from './store/SmsSettingsStore';
import { MAIL_SETTINGS, MESSAGING_API, SMS_SETTINGS } from './tokens';

export function bindMessagingArea({ bind }: ContainerModuleLoadOptions): void {
  bind(MESSAGING_API).toDynamicValue((ctx) => new MessagingApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(MAIL_SETTINGS).to(MailSettingsStore).inSingletonScope();
  bind(SMS_SETTINGS).to(SmsSettingsStore).inSingletonScope();
}
