/** An action's outcome and where the keyboard goes after it: in ./load-status.tsx (one chunk). */
export {
  focusFirstInvalid,
  outcome,
  OutcomeMessage,
  useFocusOnOutcome,
  type Outcome,
} from './load-status';
