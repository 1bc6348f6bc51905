import type { FlowRow, FlowVersion } from '@telehealth/schemas';

/** The order of steps within a version, as the storefront and the admin list them. */
const STEP_ORDER: Record<FlowRow['step'], number> = { home: 0, questions: 1, followup: 2 };

/**
 * The rows of GET /api/flows from the tenant's published flow versions. Each step of a document that has a
 * `flow_step` becomes one row: version `v{document.version}`, step = the `flow_step`, path = the step's path.
 * Steps without `flow_step` (lead intro, verification, checkout, quiz questions) are not routes of the list.
 * Rows are grouped by version (ascending number), then step (home, questions, followup); within a group they
 * keep the order of the flow key and of the steps in the document. A row that repeats another exactly is dropped.
 */
export function flowRows(documents: readonly FlowVersion[]): FlowRow[] {
  const rows: { row: FlowRow; version: number; key: string; index: number }[] = [];
  for (const document of documents) {
    document.steps.forEach((step, index) => {
      if (!step.flow_step) return;
      rows.push({
        row: { version: `v${document.version}`, step: step.flow_step, path: step.path },
        version: document.version,
        key: document.key,
        index,
      });
    });
  }
  rows.sort(
    (a, b) =>
      a.version - b.version ||
      STEP_ORDER[a.row.step] - STEP_ORDER[b.row.step] ||
      a.key.localeCompare(b.key) ||
      a.index - b.index,
  );
  const seen = new Set<string>();
  return rows
    .map(({ row }) => row)
    .filter((row) => {
      const id = `${row.version} ${row.step} ${row.path}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
}
