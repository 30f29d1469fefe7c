import type { Clock } from '../../src/clock';

/** The moment the shared test database was seeded. */
export const SEED_NOW = new Date('2026-03-01T08:00:00.000Z');

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private current: Date;

  constructor(start: Date = new Date(SEED_NOW.getTime() + 3_600_000)) {
    this.current = start;
  }

  now(): Date {
    return new Date(this.current);
  }

  advanceSeconds(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }

  advanceDays(days: number): void {
    this.advanceSeconds(days * 86_400);
  }
}
