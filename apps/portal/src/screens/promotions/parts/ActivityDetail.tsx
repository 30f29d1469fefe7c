import { onDemand } from '../../../popups/onDemand';
import { lazyScreen } from '../../../routes/lazyScreen';

/**
 * An activity's detail, loaded with its first opening: its application form, claim and their
 * validation stay out of the lists (promotions, reward centre) that open it.
 */
export const ActivityDetail = onDemand(
  lazyScreen(() => import('./ActivityDetailDialog'), 'ActivityDetailDialog'),
);
