export { compileFlow } from './compile/compile-document.js';
export {
  compileValidFlow,
  FlowCompileError,
  type CompiledFlow,
  type IntakeMachine,
  type IntakeMachineConfig,
} from './compile/compile-flow.js';
export {
  decide,
  isFinalState,
  type Decision,
  type HardStop,
  type IntakeContext,
  type IntakeEvent,
  type IntakeInput,
  type IntakeRejection,
} from './compile/decide.js';
export { answerLabel, checkAnswer, HEIGHT_WEIGHT_LABELS, type AnswerCheck } from './flow/answer-validity.js';
export {
  fieldMessage,
  problemOfSchemaIssue,
  schemaIssueMessage,
  type FieldProblem,
} from './flow/field-message.js';
export {
  CHECKOUT,
  LEAD_INTRO,
  LEAD_QUALIFY,
  hardStopState,
  indexFlow,
  isHardStopState,
  questionIdOf,
  questionState,
  type FlowIndex,
} from './flow/flow-index.js';
export { ageOn, bodyMassIndex } from './flow/measures.js';
export { failedCheck, holds, isAsked, valueOf, type RuleScope } from './flow/conditions.js';
export { raisedAlerts, type RaisedAlert } from './flow/alerts.js';
export {
  calculatedValuesOf,
  calculationsOf,
  roundTo,
  type CalculatedValue,
  type KnownCalculatedValue,
} from './flow/calculations.js';
export {
  allowedCarts,
  cartViolation,
  doseForCycle,
  doseSchedule,
  doseText,
  offerFor,
  selects,
  type CartLine,
  type CartViolation,
  type Offer,
  type OfferedProduct,
  type ScheduleStep,
} from './flow/eligibility.js';
export { canHardStop, isChoice, isContent } from './flow/question-kind.js';
export { pathOfState, questionIdOfPath } from './flow/state-path.js';
export {
  destinationState,
  edgesOf,
  hitsHardStop,
  possibleDestinations,
  routeAnswer,
  type Destination,
  type Edge,
  type TotalLookup,
} from './flow/routing.js';
export {
  answerScore,
  boundsHold,
  optionScore,
  totalsOf,
  totalsRead,
  totalValue,
  type TotalBounds,
} from './flow/totals.js';
export { trackedTotals } from './flow/total-routes.js';
export { resumeIntake, walkAnswers, type AnswerWalk, type ResumedIntake } from './flow/walk-answers.js';
export {
  isSaved,
  runCancellation,
  type CancellationProblem,
  type CancellationRun,
} from './flow/cancellation.js';
export { answersToEvents, type AnswerChange, type AnswerChangeRefusal } from './resume/answers-to-events.js';
export {
  analyzeFlow,
  hasErrors,
  type Finding,
  type FindingCode,
  type Severity,
} from './analyze/analyze-flow.js';
export { questionGraph, type QuestionGraph } from './analyze/question-graph.js';
export {
  ANALYSIS_DATE,
  explore,
  type AssertionVerdict,
  type Exploration,
  type Witness,
} from './analyze/explore.js';
export { enumeratePaths, type FlowPath, type PathSummary } from './analyze/paths.js';
export { witnessAnswer } from './analyze/witness.js';
export { createProgress, type Progress, type ProgressAround, type ProgressOf } from './progress/progress.js';
export { decideResume, resumePath, type ResumeInput, type ResumeTarget } from './resume/decide-resume.js';
export {
  replayIntake,
  type Divergence,
  type RecordedEvent,
  type ReplayResult,
  type ReplayStep,
} from './replay/replay-intake.js';
export {
  INTAKE_LOG_KINDS,
  logAnswerSave,
  logNewIntake,
  recordedEvent,
  type AnswerSaveLog,
  type IntakeLogEntry,
  type IntakeLogKind,
} from './replay/intake-log.js';
export { eventsForPath } from './analyze/drive-path.js';
export * from './rules/index.js';
export { conforms, EMAIL_FORMAT, formatShapeIssue, shapeIssues, type Shape } from './shape/shape.js';
export * from './shape/shapes.js';
