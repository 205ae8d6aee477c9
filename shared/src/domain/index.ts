export * from './permissions';
export * from './enums';
export * from './limits';
export * from './messages';
export * from './time';
export * from './entities';
export * from './record-locks';
export * from './record-links';
