import { generateFlow } from '@telehealth/engine/testing';
import type { FlowVersion } from '@telehealth/schemas';

/**
 * The benchmark's intake of `size` questions: the engine's generated flow (branching single and multiple choice,
 * hard stops by answer, age, BMI and value, content screens, every free-input type), with every question
 * reachable, so that the builder shows no finding. No layout: the builder lays it out.
 */
export function benchFlow(
  size: number,
  {
    seed = 7,
    version = 2,
    status = 'draft',
  }: { seed?: number; version?: number; status?: FlowVersion['status'] } = {},
): FlowVersion {
  return { ...generateFlow(size, seed, { reach: 5, everyQuestionReachable: true }), version, status };
}

/**
 * The flow with every node's position saved, as after an admin has arranged it (the builder then skips its
 * automatic layout): a column of questions, each hard stop beside its question, checkout below.
 */
export function withSavedPositions(flow: FlowVersion): FlowVersion {
  const positions: Record<string, { x: number; y: number }> = {
    'lead-qualify': { x: 30, y: 0 },
    'lead-intro': { x: 30, y: 120 },
  };
  let y = 260;
  for (const question of flow.questions) {
    positions[`q:${question.id}`] = { x: 0, y };
    if (question.is_hard_stop) positions[`stop:${question.id}`] = { x: 340, y };
    y += 120 + 24 * (question.QuestionOptions.length + 1);
  }
  positions.checkout = { x: 30, y };
  return { ...flow, layout: { positions } };
}
