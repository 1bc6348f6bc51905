export type {
  ConnectTarget,
  DiffChangedEdge,
  DiffChangedQuestion,
  DiffEdge,
  DiffQuestion,
  FlowDiff,
  FlowEdge,
  FlowEdgeData,
  FlowEdgeVia,
  FlowEdit,
  FlowEditIssue,
  FlowGraph,
  FlowHandle,
  FlowNode,
  FlowNodeData,
  FlowNodeKind,
  History,
  Positions,
} from './types';
export { FlowEditError } from './types';
export {
  branchLabel,
  conditionLabel,
  flowToGraph,
  hardStopLabel,
  type FlowToGraphOptions,
} from './flow-to-graph';
export { DAGRE_NODE_LIMIT, layoutGraph } from './layout';
export { layeredLayout, type LayeredInput, type LayeredOptions } from './layered-layout';
export { handleBoxes, initialBounds, newNodePosition, nodeSize } from './geometry';
export { applyEdit, applyEdits, newQuestionId, defaultQuestion } from './edits';
export {
  canRedo,
  canUndo,
  createHistory,
  historyApply,
  historyRedo,
  historyReplace,
  historyReset,
  historyUndo,
} from './history';
export { diffFlows } from './diff';
export {
  CHECKOUT_NODE,
  LEAD_INTRO_NODE,
  LEAD_QUALIFY_NODE,
  nodeIdOfHardStop,
  nodeIdOfQuestion,
  nodeIdOfState,
  questionIdOfNode,
} from './node-ids';
export { QUESTION_TYPES, questionTypeLabel } from './question-types';
export {
  NUMBER_INPUT_LABELS,
  meansNumberInput,
  numberInputEdit,
  numberInputText,
  parseNumberInput,
  type NumberInputField,
} from './number-input';
export {
  BOUND_KINDS,
  branchBound,
  hardStopWhenChange,
  newBranch,
  newTotalName,
  parseQuestionIds,
  totalRange,
  withBranchBound,
  withOptionScore,
  type BoundKind,
} from './scores';
