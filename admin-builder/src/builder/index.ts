export { BuilderPage, type BuilderPageProps } from './builder-page';
export { FlowCanvas } from './flow-canvas';
export type { CanvasConnection, FlowCanvasProps } from './flow-canvas-types';
