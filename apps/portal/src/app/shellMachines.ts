// Loaded after hydration (useShellMachines): the first paint runs no machine, so xstate, the
// shell's machines and the flows' actors stay out of the scripts the page evaluates before it
// first renders.
export { createActor } from 'xstate';
export {
  announcementPopupMachine,
  favoriteToggleMachine,
  sessionMachine,
  systemStatusMachine,
} from '@portal/machines';
export { flowActorsOf } from './flowActors';
