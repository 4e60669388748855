// The decoration area's bindings (filled in by its work).
import type { ContainerModuleLoadOptions } from 'inversify';

export function bindDecorationArea(_options: ContainerModuleLoadOptions): void {}
