export { JackpotCounter, type JackpotCounterProps } from './JackpotCounter';
export {
  createRng,
  jackpotStart,
  jackpotStep,
  JACKPOT_DELAYS,
  JACKPOT_MAX,
  JACKPOT_MIN,
  JACKPOT_STEP_MAX,
  JACKPOT_STEP_MIN,
} from './jackpot';
