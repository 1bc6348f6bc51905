import {
  CHECKOUT,
  LEAD_INTRO,
  LEAD_QUALIFY,
  destinationState,
  questionGraph,
  questionState,
  type Destination,
  type FlowIndex,
  type FlowPath,
} from '../../dist/index.js';
import { seededRandom } from '../../dist/testing/generate-flow.js';

const leadSteps = (index: FlowIndex): string[] => (index.hasLeadSteps ? [LEAD_QUALIFY, LEAD_INTRO] : []);

/**
 * The path to checkout through the most questions: longest path in the question graph (a DAG for the generated
 * flows) by dynamic programming in reverse topological order, never through a hard stop. Listing paths would not
 * do: a flow of thousands of questions has astronomically many, and the first ones listed are not the long ones.
 */
export function longestCheckoutPath(index: FlowIndex): FlowPath {
  const graph = questionGraph(index);
  if (!graph.topologicalOrder) throw new Error('the flow has a loop: it has no longest path');
  /** Per question: how many states the best path from it to checkout has, and where it goes first. */
  const best = new Map<number, { length: number; to: number | 'checkout' }>();
  for (const id of [...graph.topologicalOrder].reverse()) {
    for (const destination of graph.successors.get(id) ?? []) {
      const after = destination.kind === 'question' ? best.get(destination.id) : undefined;
      const candidate =
        destination.kind === 'checkout'
          ? { length: 1, to: 'checkout' as const }
          : destination.kind === 'question' && after
            ? { length: after.length + 1, to: destination.id }
            : undefined;
      if (candidate && candidate.length > (best.get(id)?.length ?? 0)) best.set(id, candidate);
    }
  }
  if (!best.has(index.firstQuestionId)) throw new Error('no path from the first question reaches checkout');

  const states = leadSteps(index);
  for (let id: number | 'checkout' = index.firstQuestionId; id !== 'checkout';) {
    states.push(questionState(id));
    id = (best.get(id) as { to: number | 'checkout' }).to;
  }
  states.push(CHECKOUT);
  return { states, end: 'checkout' };
}

/**
 * Paths spread over the whole flow, to check that another engine follows ours: `walks` random walks (seeded) to
 * checkout, and for every hard-stop question a walk passes, one path that stops there.
 */
export function samplePaths(index: FlowIndex, walks: number, seed: number): FlowPath[] {
  const graph = questionGraph(index);
  const random = seededRandom(seed);
  const paths: FlowPath[] = [];
  const stopsSeen = new Set<number>();

  const walk = (): void => {
    const states = leadSteps(index);
    let id = index.firstQuestionId;
    for (;;) {
      states.push(questionState(id));
      const next: readonly Destination[] = graph.successors.get(id) ?? [];
      const stop = next.find((d) => d.kind === 'stop');
      if (stop && !stopsSeen.has(id)) {
        stopsSeen.add(id);
        paths.push({ states: [...states, destinationState(stop)], end: 'hard-stop' });
      }
      const onward = next.filter((d) => d.kind !== 'stop');
      const chosen = onward[Math.floor(random() * onward.length)];
      if (!chosen) throw new Error(`question ${id} leads nowhere but a hard stop`);
      if (chosen.kind === 'question') {
        id = chosen.id;
        continue;
      }
      paths.push({ states: [...states, CHECKOUT], end: 'checkout' });
      return;
    }
  };
  for (let i = 0; i < walks; i += 1) walk();
  return paths;
}
