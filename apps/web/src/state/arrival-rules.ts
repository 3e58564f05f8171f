import type { boardAfterArrival, communicatorAfterArrival } from '@tessera/core';

/**
 * Core's rules for what a device keeps when a record arrives from the account (three-way merges). The reducers
 * apply them, so an edit made between a fetch and its arrival is merged too; the sync, which alone sends arrivals,
 * hands them in when it starts: the merge code then comes with the sync's chunk, after the first board is drawn,
 * rather than with the first board itself (bench/cold-start: its budget is 250 KB).
 */
export interface ArrivalRules {
  board: typeof boardAfterArrival;
  communicator: typeof communicatorAfterArrival;
}

let rules: ArrivalRules | undefined;

export const provideArrivalRules = (given: ArrivalRules): void => {
  rules = given;
};

export const arrivalRules = (): ArrivalRules => {
  if (!rules) throw new Error('A record arrived before the sync provided the arrival rules');
  return rules;
};
