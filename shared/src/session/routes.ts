import type { ComponentType } from 'react';
import type { Permission } from '@groundwork/shared/domain';
import type { BreadcrumbItem } from '@groundwork/shared/ui';

/**
 * A route's breadcrumb is the ui's breadcrumb item; with `labelId`, the shell shows that message of the app's catalogue
 * in the page's language (`label` is its English).
 */
export interface Crumb extends BreadcrumbItem {
  labelId?: string;
}

/**
 * One screen of a feature app, as a remote exposes it in its `./routes` table. The shell mounts every entry at
 * exactly `path` (the spec's URL, no leading slash), shows its breadcrumbs and title, checks `permissions`
 * (any of them; none listed: no guard, as the spec says) and loads `page` only when the screen is opened.
 */
export interface FeatureRoute {
  path: string;
  title: string;
  /** The title's message id in the app's catalogue (registered by the routes module): the shell translates it. */
  titleId?: string;
  breadcrumbs: readonly Crumb[];
  permissions?: readonly Permission[];
  page: () => Promise<{ default: ComponentType }>;
  /**
   * Starts the GETs the page makes as it first shows, with the API's usual functions inside `readEarly`
   * (@groundwork/shared/api): on a signed-in start at this screen the shell calls it with the page's files, and the
   * page's own identical requests take their answers, instead of asking only once the page has rendered.
   */
  firstReads?: () => void;
  /**
   * Reads what the page needs to be used offline into its app's cache kept on the device: the shell calls it for a
   * user who may open the page, once the first screen has settled, and says `Ready to work offline` once it resolved
   * (and the service worker's first install is done). Rejects when something could not be read.
   */
  offlineReads?: () => Promise<void>;
}

/** The shape of a remote's `./routes` module. */
export interface FeatureRoutesModule {
  routes: readonly FeatureRoute[];
}
