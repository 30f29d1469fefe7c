import type { Announcements } from '@portal/api-contract';
import { listingEvery } from '../shared/exhaustive';

// Apart from the machine, which imports xstate: the portal reads the shown executions before it runs.

/** A popup of GET getListAnnouncements: title, rich content (HTML, rendered by the UI) and audience. */
export type PopupAnnouncement = Announcements['popups'][number];

/** Who a popup is for: B visitors, A logged-in members, F members on their first login. */
export type Execution = PopupAnnouncement['execution'];
export const executions = listingEvery<Execution>()(['B', 'A', 'F']);
