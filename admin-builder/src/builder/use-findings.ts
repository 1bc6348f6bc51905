import { analyzeFlow, type Finding } from '@telehealth/engine';
import type { FlowVersion } from '@telehealth/schemas';
import { useState } from 'react';

/** The analysis only depends on the questions, steps and first question: a drag (layout only) does not rerun it. */
export function useFindings(doc: FlowVersion): Finding[] {
  const [memo, setMemo] = useState(() => ({ doc, findings: analyzeFlow(doc) }));
  if (
    memo.doc.questions === doc.questions &&
    memo.doc.steps === doc.steps &&
    memo.doc.first_question_id === doc.first_question_id
  ) {
    return memo.findings;
  }
  const next = { doc, findings: analyzeFlow(doc) };
  setMemo(next);
  return next.findings;
}
