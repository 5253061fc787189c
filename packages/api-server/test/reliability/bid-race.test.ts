// The rule the bid race is judged by, apart from the network.
import { judgeRace, raceAmounts } from './bid-race';

it('accepts a chain where each bid reaches the one before plus the step', () => {
  expect(judgeRace(100, 10, [100, 110, 125, 105], [200, 200, 200, 400])).toMatchObject({
    accepted: 3,
    valid: 3,
    wrongAcceptances: 0,
    wrongRefusals: 0,
  });
});

it('counts a bid accepted within one step of another, and an equal amount accepted twice, as wrong', () => {
  expect(judgeRace(100, 10, [100, 105, 120, 120], [200, 200, 200, 200])).toMatchObject({
    accepted: 4,
    wrongAcceptances: 2,
    duplicateAmountsAccepted: 1,
    valid: 2,
  });
});

it('counts a refused bid that reaches the final price plus the step as wrongly refused', () => {
  expect(judgeRace(100, 10, [100, 130, 110], [200, 400, 200])).toMatchObject({ accepted: 2, wrongRefusals: 1, valid: 3 });
});

it('sends amounts closer together than one step, some below the minimum', () => {
  const amounts = raceAmounts(1000, 30, 200);
  expect(amounts.some((a) => a < 1000)).toBe(true);
  const sorted = [...new Set(amounts)].sort((a, b) => a - b);
  expect(sorted.some((a, i) => i > 0 && a - sorted[i - 1]! < 30)).toBe(true);
  expect(new Set(amounts).size).toBeLessThan(amounts.length);
});
