import type { PortalRoute } from '../../routes/table';
import type { GameCategoryCode } from '../../shell/navigation';

/** Game pages are declared with their category in the route table; a missing one is a table bug. */
export function assertCategory(route: PortalRoute): PortalRoute & { category: GameCategoryCode } {
  if (!route.category) throw new Error(`Route "${route.name}" lists games but names no category.`);
  return route as PortalRoute & { category: GameCategoryCode };
}
