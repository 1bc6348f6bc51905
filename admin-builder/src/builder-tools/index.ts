export { PreviewPanel, type PreviewPanelProps } from './preview-panel';
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
