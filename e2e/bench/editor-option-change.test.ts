// How the option-change figure is judged from the two clocks in the page.
import { judgeChanges } from './editor-option-change';

test('the Event Timing median, a change without an entry counting as the 16 ms threshold', () => {
  const judged = judgeChanges([
    { eventTimingMs: 24, paintMs: 17 },
    { eventTimingMs: null, paintMs: 9 },
    { eventTimingMs: 16, paintMs: 12 },
    { eventTimingMs: 120, paintMs: 110 },
    { eventTimingMs: null, paintMs: 8 },
  ]);
  expect(judged).toEqual({ eventTimingMs: 16, judgedMs: 16, judgedBy: 'Event Timing' });
});

test('slow changes show in the judged figure', () => {
  const judged = judgeChanges([
    { eventTimingMs: 240, paintMs: 230 },
    { eventTimingMs: 232, paintMs: 220 },
    { eventTimingMs: null, paintMs: 10 },
  ]);
  expect(judged.judgedMs).toBe(232);
});

test('without any Event Timing entry the change-to-paint clock is judged', () => {
  const judged = judgeChanges([
    { eventTimingMs: null, paintMs: 40 },
    { eventTimingMs: null, paintMs: 60 },
    { eventTimingMs: null, paintMs: 50 },
  ]);
  expect(judged).toEqual({ eventTimingMs: null, judgedMs: 50, judgedBy: 'input → next paint' });
});
