// How the auction race tells a correct server from one that loses or doubles bids.
import { judgeBids } from './bid-judge';

test('a chain of accepted bids, each topping the last by the step, is all valid', () => {
  const outcome = judgeBids(110, 10, [110, 130, 120, 125], [200, 200, 200, 400]);
  expect(outcome).toEqual({ accepted: 3, valid: 3, refused: 1, serverErrors: 0, unanswered: 0 });
});

test('two accepted bids closer than the step: one of them should have been refused', () => {
  const outcome = judgeBids(110, 10, [110, 115], [200, 200]);
  expect(outcome.accepted).toBe(2);
  expect(outcome.valid).toBe(1);
});

test('a refused bid that tops the final price was valid in any order', () => {
  const outcome = judgeBids(110, 10, [110, 200], [200, 400]);
  expect(outcome.valid).toBe(2);
  expect(outcome.accepted).toBe(1);
});

test('a bid below the opening minimum is never valid, and 5xx answers are counted apart', () => {
  const outcome = judgeBids(110, 10, [100, 120, 130], [400, 200, 500]);
  expect(outcome).toEqual({ accepted: 1, valid: 1, refused: 1, serverErrors: 1, unanswered: 0 });
});
