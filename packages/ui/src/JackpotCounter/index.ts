export { JackpotCounter, type JackpotCounterProps } from './JackpotCounter';
