export * from './policies';
export * from './split';
export * from './describe';
export { overtimeWeekOf, zonedDay, zonedMidnight } from './zoned';
