import type { StartData } from '@telehealth/schemas';

import { holds, type RuleScope } from './conditions.js';
import type { FlowIndex } from './flow-index.js';

/** An alert raised on a path: which question raised it, and the alert. */
export interface RaisedAlert {
  questionId: number;
  name: string;
  title: string;
  message: string;
  flag?: string;
}

/**
 * The alerts the answers of a path raise, in the flow's question order: each answered question's alerts whose
 * condition holds. Rules read only answers given before them (the analysis refuses a rule that reads a later
 * question), so judging every alert on the path's answers is judging it when its question was answered.
 */
export function raisedAlerts(index: FlowIndex, answers: StartData, asOf: string): RaisedAlert[] {
  const raised: RaisedAlert[] = [];
  const scope: RuleScope = { index, answers, asOf };
  for (const question of index.ordered) {
    if (!question.alerts || answers[String(question.id)] === undefined) continue;
    for (const alert of question.alerts) {
      if (!holds(scope, alert.if)) continue;
      raised.push({
        questionId: question.id,
        name: alert.name,
        title: alert.title,
        message: alert.message,
        ...(alert.flag === undefined ? {} : { flag: alert.flag }),
      });
    }
  }
  return raised;
}
