import { lazyScreen } from '../../../../routes/lazyScreen';

/**
 * The team report, a chunk loaded when a report page or a contracts page's settlements tab opens
 * (a module of its own, so the contracts page that opens it is not in a cycle with the registry).
 */
export const TeamReportPage = lazyScreen(() => import('./TeamReportPage'), 'TeamReportPage');
