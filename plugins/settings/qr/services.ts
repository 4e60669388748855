// The qr area's API client and store, bound into the settings plugin's container module (../services.ts).
import type { ContainerModuleLoadOptions } from 'inversify';
import { TOKENS } from '../../../kernel';
import { QrApi } from './api';
import { QrStore } from './store/QrStore';
import { QR_API, QR_STORE } from './tokens';

export function bindQrArea({ bind }: ContainerModuleLoadOptions): void {
  bind(QR_API).toDynamicValue((ctx) => new QrApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(QR_STORE).to(QrStore).inSingletonScope();
}
