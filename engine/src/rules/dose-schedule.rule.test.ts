import type { Titration } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { doseSchedule } from '../flow/eligibility.js';
import { scheduleByRefill, scheduleSentence, scheduleSummary } from './dose-schedule.rule.js';

describe('schedule texts', () => {
  const daily: Titration = { unit: 'mg', per: 'day', steps: [{ dose: 3 }, { dose: 7 }, { dose: 14 }] };
  const weekly: Titration = {
    unit: 'mg',
    per: 'week',
    steps: [{ dose: 0.25, cycles: 2 }, { dose: 0.5 }, { dose: 1 }],
  };

  it('says the starting dose in full and each later dose by its amount', () => {
    expect(scheduleSummary(doseSchedule(daily, 1))).toBe('Starts at 3 mg once daily, then 7 mg, then 14 mg');
    expect(scheduleSummary(doseSchedule(daily, 2))).toBe('Starts at 7 mg once daily, then 14 mg');
    expect(scheduleSummary([])).toBe('');
  });

  it('gives the dose of each refill, the last one kept', () => {
    expect(scheduleByRefill(doseSchedule(daily, 1))).toEqual([
      { when: 'Month 1', dose: '3 mg once daily' },
      { when: 'Month 2', dose: '7 mg' },
      { when: 'From month 3', dose: '14 mg' },
    ]);
    expect(scheduleSentence(doseSchedule(daily, 1))).toBe(
      'month 1: 3 mg once daily; month 2: 7 mg; from month 3: 14 mg',
    );
  });

  it('names a step of several refills by its months, and a schedule of one step by every month', () => {
    expect(scheduleSentence(doseSchedule(weekly, 1))).toBe(
      'months 1–2: 0.25 mg once weekly; month 3: 0.5 mg; from month 4: 1 mg',
    );
    expect(scheduleByRefill(doseSchedule(daily, 3))).toEqual([
      { when: 'Every month', dose: '14 mg once daily' },
    ]);
  });

  it('keeps a later dose whole when its frequency differs from the first', () => {
    expect(
      scheduleSummary([
        { step: 1, dose: '3 mg once daily', fromCycle: 1, toCycle: 1 },
        { step: 2, dose: '5 mg once weekly', fromCycle: 2 },
      ]),
    ).toBe('Starts at 3 mg once daily, then 5 mg once weekly');
  });
});
