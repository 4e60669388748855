// The messaging area's API client and stores, bound into the settings plugin's container module (../services.ts).
import type { ContainerModuleLoadOptions } from 'inversify';

export function bindMessagingArea(_options: ContainerModuleLoadOptions): void {}
