import type { FlowDropOffQuestion, FlowDropOffResponse, FlowVersion } from '@telehealth/schemas';

import { nodeIdOfHardStop, nodeIdOfQuestion } from '../model';

/**
 * `GET /api/admin/flows/:key/versions/:version/drop-off` answers a `FlowDropOffResponse`: per question, how many
 * intakes reached it, how many are still there (`stopped`) and how many ended at its hard stop (`hardStopped`).
 */
export type DropOffReport = FlowDropOffResponse;

/** Per graph node id: the figures FlowCanvas shows on the node. */
export type DropOffOverlay = Record<string, { reached: number; stopped: number }>;

/**
 * The canvas overlay: each question node (`q:<id>`) gets the intakes that reached it and those still standing
 * there; each hard-stop terminal (`stop:<id>`) that intakes ended at gets that count as both figures.
 */
export function dropOffOverlay(report: DropOffReport): DropOffOverlay {
  const overlay: DropOffOverlay = {};
  for (const { questionId, reached, stopped, hardStopped } of report.questions) {
    overlay[nodeIdOfQuestion(questionId)] = { reached, stopped };
    if (hardStopped > 0)
      overlay[nodeIdOfHardStop(questionId)] = { reached: hardStopped, stopped: hardStopped };
  }
  return overlay;
}

export interface DropOffRow extends FlowDropOffQuestion {
  title: string;
  /** Intakes that ended here, still standing or hard-stopped, over those that reached it (0 when none did). */
  stopRate: number;
}

/**
 * The questions by how many intakes stopped there (most first; then hard stops, reach and id), titled from the
 * flow document when given. Questions nobody reached are left out.
 */
export function dropOffRows(report: DropOffReport, doc?: FlowVersion | null): DropOffRow[] {
  const titles = new Map(doc?.questions.map((q) => [q.id, q.title]) ?? []);
  return report.questions
    .filter((q) => q.reached > 0 || q.stopped > 0 || q.hardStopped > 0)
    .map((q) => ({
      ...q,
      title: titles.get(q.questionId) ?? `Question ${q.questionId}`,
      stopRate: q.reached > 0 ? Math.min(1, (q.stopped + q.hardStopped) / q.reached) : 0,
    }))
    .sort(
      (a, b) =>
        b.stopped - a.stopped ||
        b.hardStopped - a.hardStopped ||
        b.reached - a.reached ||
        a.questionId - b.questionId,
    );
}

/** A share as a whole percentage, e.g. 0.125 → "13%". */
export const percent = (share: number): string => `${Math.round(share * 100)}%`;
