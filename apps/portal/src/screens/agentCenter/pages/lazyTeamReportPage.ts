import { lazyScreen } from '../../../routes/lazyScreen';
import type { TeamReportPageProps } from './TeamReportPage';

/**
 * The team report, a chunk loaded when a report page or a contracts page's settlements tab opens
 * (a module of its own, so the contracts page that opens it is not in a cycle with the registry).
 */
export const TeamReportPage = lazyScreen<TeamReportPageProps, 'TeamReportPage'>(
  () => import('./TeamReportPage'),
  'TeamReportPage',
);
