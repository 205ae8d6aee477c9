export * from './policies';
export * from './split';
export * from './describe';
export { overtimeWeekOf, zonedAt, zonedDay, zonedMidnight } from './zoned';
