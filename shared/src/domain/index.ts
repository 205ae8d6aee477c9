export * from './permissions';
export * from './enums';
export * from './limits';
export * from './messages';
export * from './time';
export * from './validation';
export * from './entities';
export * from './record-locks';
