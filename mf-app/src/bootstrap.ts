import { routes } from './routes';

/**
 * This feature app runs inside the shell, which loads its route table through remoteEntry.js. Opened on its own
 * (webpack serve), it only reports what it serves.
 */
console.info(`mf_app serves ${routes.length} screens: ${routes.map((r) => '/' + r.path).join(', ')}`);
