// The sandbox's notion of now. Tests and the sandbox tools move it to exercise expiries.
import { lenderToday } from '../../lib/common/dates';

export interface Clock {
  now(): Date;
  /** The lender's calendar date, Mountain Time. */
  today(): string;
  /** Moves the clock forward (or back) by ms; 0 with `reset` restores real time. */
  advance(ms: number): void;
  reset(): void;
}

export function createClock(start?: Date): Clock {
  let offset = start ? start.getTime() - Date.now() : 0;
  return {
    now: () => new Date(Date.now() + offset),
    today() {
      return lenderToday(this.now());
    },
    advance(ms) {
      offset += ms;
    },
    reset() {
      offset = 0;
    },
  };
}
