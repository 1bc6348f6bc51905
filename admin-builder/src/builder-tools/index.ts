export { PreviewPanel, type PreviewPanelProps, type PreviewReplay } from './preview-panel';
export { sameBehaviour } from './preview-state';
export { WITNESS_DATE, eventText, walkWitness, witnessAnswerText, type WitnessWalk } from './witness';
export { PathExplorer, type PathExplorerProps } from './path-explorer';
export { DiffView, type DiffViewProps } from './diff-view';
export {
  DropOffTable,
  dropOffQueryKey,
  useDropOff,
  useDropOffReport,
  type DropOffOverlay,
  type DropOffReport,
  type DropOffTableProps,
} from './drop-off';
export type { QuestionViewComponent, QuestionViewProps } from './question-view';
