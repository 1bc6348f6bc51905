import { describe, expect, it } from 'vitest';

import { smallFlow } from '@telehealth/engine/testing';
import { dropOffOverlay, dropOffRows, percent, type DropOffReport } from './drop-off-data';

const report: DropOffReport = {
  key: 'intake',
  version: 2,
  intakes: 10,
  questions: [
    { questionId: 1, reached: 10, stopped: 1, hardStopped: 2 },
    { questionId: 2, reached: 7, stopped: 3, hardStopped: 1 },
    { questionId: 3, reached: 3, stopped: 1, hardStopped: 0 },
    { questionId: 4, reached: 0, stopped: 0, hardStopped: 0 },
    { questionId: 99, reached: 2, stopped: 0, hardStopped: 0 },
  ],
};

describe('dropOffOverlay', () => {
  it('maps questions to their node ids and hard stops to their terminals', () => {
    expect(dropOffOverlay(report)).toEqual({
      'q:1': { reached: 10, stopped: 1 },
      'stop:1': { reached: 2, stopped: 2 },
      'q:2': { reached: 7, stopped: 3 },
      'stop:2': { reached: 1, stopped: 1 },
      'q:3': { reached: 3, stopped: 1 },
      'q:4': { reached: 0, stopped: 0 },
      'q:99': { reached: 2, stopped: 0 },
    });
  });
});

describe('dropOffRows', () => {
  it('orders questions by stops, names them from the document and leaves out unreached ones', () => {
    const rows = dropOffRows(report, smallFlow());
    expect(rows.map((r) => [r.questionId, r.title, percent(r.stopRate)])).toEqual([
      [2, 'Are you pregnant?', '57%'],
      [1, 'Date of birth', '30%'],
      [3, 'Do you take medications?', '33%'],
      [99, 'Question 99', '0%'],
    ]);
  });
});
