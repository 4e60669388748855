// The radar area's API client and store, bound into the members plugin's container module (../services.ts).
import type { ContainerModuleLoadOptions } from 'inversify';
import { TOKENS } from '../../../kernel';
import { RadarApi } from './api';
import { RadarStore } from './RadarStore';
import { RADAR_API, RADAR_STORE } from './tokens';

export function bindRadarArea({ bind }: ContainerModuleLoadOptions): void {
  bind(RADAR_API).toDynamicValue((ctx) => new RadarApi(ctx.get(TOKENS.http))).inSingletonScope();
  // Not a singleton: each visit to the page reads today's figures afresh.
  bind(RADAR_STORE).to(RadarStore);
}
