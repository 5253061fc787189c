// The median every repeated figure of the report is given as.
import { median } from './gzip';

test('the middle value of an odd count, the mean of the two middle ones of an even count', () => {
  expect(median([30, 10, 20])).toBe(20);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(median([7])).toBe(7);
});

test('an outlier does not move it, and the input is left in its order', () => {
  const values = [12, 900, 11, 13, 10];
  expect(median(values)).toBe(12);
  expect(values).toEqual([12, 900, 11, 13, 10]);
});

test('no values give NaN rather than a made-up figure', () => {
  expect(median([])).toBeNaN();
});
