// The site area's API client and stores, bound into the settings plugin's container module (../services.ts).
import type { ContainerModuleLoadOptions } from 'inversify';

export function bindSiteArea(_options: ContainerModuleLoadOptions): void {}
