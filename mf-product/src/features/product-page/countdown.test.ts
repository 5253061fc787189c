import { countdownParts } from './countdown';

const now = Date.parse('2026-11-23T10:00:00Z');

test('splits the time left into days, hours and minutes', () => {
  expect(countdownParts('2026-11-25T13:05:00Z', now)).toEqual({ days: 2, hours: 3, minutes: 5, ended: false });
  expect(countdownParts('2026-11-23T10:59:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 59, ended: false });
});

test('counts a partial minute as a whole one', () => {
  expect(countdownParts('2026-11-23T10:00:01Z', now)).toEqual({ days: 0, hours: 0, minutes: 1, ended: false });
});

test('is ended at or after the end, and without an end date', () => {
  expect(countdownParts('2026-11-23T10:00:00Z', now).ended).toBe(true);
  expect(countdownParts('2026-11-22T10:00:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 0, ended: true });
  expect(countdownParts(null, now).ended).toBe(true);
  expect(countdownParts('not a date', now).ended).toBe(true);
});
