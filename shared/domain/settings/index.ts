// Rules and shapes of the settings plugin and module (issue 14), one file per area.
export * from './navigation';
export * from './site';
export * from './messaging';
export * from './widgets';
export * from './qr';
export * from './backup';
export * from './oplog';
