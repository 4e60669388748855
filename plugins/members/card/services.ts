// The card area's services and stores, bound into the members plugin's container module (../services.ts).
import type { ContainerModuleLoadOptions } from 'inversify';

export function bindCardArea(_options: ContainerModuleLoadOptions): void {}
