import { CHECKOUT, LEAD_INTRO, LEAD_QUALIFY } from '@telehealth/engine';

/** Graph node ids; the same keys are used in `doc.layout.positions`. */
export const LEAD_QUALIFY_NODE = 'lead-qualify';
export const LEAD_INTRO_NODE = 'lead-intro';
export const CHECKOUT_NODE = 'checkout';

export const nodeIdOfQuestion = (id: number): string => `q:${id}`;
export const nodeIdOfHardStop = (questionId: number): string => `stop:${questionId}`;

/** The question id of a `q:<id>` or `stop:<id>` node, or undefined for lead steps and checkout. */
export function questionIdOfNode(nodeId: string): number | undefined {
  const match = /^(?:q|stop):(\d+)$/.exec(nodeId);
  return match ? Number(match[1]) : undefined;
}

/**
 * The graph node of a state of the compiled machine: `leadQualify` → `lead-qualify`, `leadIntro` → `lead-intro`,
 * `q12` → `q:12`, `stop12` → `stop:12`, `checkout` → `checkout`. Throws on a state the machine never has.
 */
export function nodeIdOfState(state: string): string {
  if (state === LEAD_QUALIFY) return LEAD_QUALIFY_NODE;
  if (state === LEAD_INTRO) return LEAD_INTRO_NODE;
  if (state === CHECKOUT) return CHECKOUT_NODE;
  const match = /^(q|stop)(\d+)$/.exec(state);
  if (!match)
    throw new Error(
      `"${state}" is not a state of an intake machine (expected leadQualify, leadIntro, q<id>, stop<id> or checkout)`,
    );
  return match[1] === 'q' ? nodeIdOfQuestion(Number(match[2])) : nodeIdOfHardStop(Number(match[2]));
}
