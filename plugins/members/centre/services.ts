// The centre area's services and stores, bound into the members plugin's container module (../services.ts).
import type { ContainerModuleLoadOptions } from 'inversify';
import { TOKENS } from '../../../kernel';
import { CentreApi } from './api';
import { CentreSettingsStore } from './store/CentreSettingsStore';
import { CENTRE_API, CENTRE_SETTINGS } from './tokens';

export function bindCentreArea({ bind }: ContainerModuleLoadOptions): void {
  bind(CENTRE_API).toDynamicValue((ctx) => new CentreApi(ctx.get(TOKENS.http))).inSingletonScope();
  bind(CENTRE_SETTINGS).to(CentreSettingsStore).inSingletonScope();
}
