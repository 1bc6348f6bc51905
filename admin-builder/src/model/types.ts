import type { Finding } from '@telehealth/engine';
import type {
  Alert,
  AnswerCheck,
  Calculation,
  Condition,
  ConditionalBranch,
  EligibilityRule,
  FlowTotal,
  FlowVersion,
  Position,
  ProtocolAssertion,
  Question,
  QuestionType,
} from '@telehealth/schemas';

/** What a node of the builder graph stands for. */
export type FlowNodeKind = 'lead-qualify' | 'lead-intro' | 'question' | 'content' | 'checkout' | 'hard-stop';

/** One source handle of a node: where one answer (or `next`) leaves. */
export interface FlowHandle {
  id: string;
  label: string;
  /**
   * `answer` for options and map keys, `total` for a branch on a total (`next_when`), `condition` for a branch on a
   * condition (`next_if`), `next` for the fallback, `stop` for the hard stop, `out` for lead steps.
   */
  role: 'answer' | 'total' | 'condition' | 'next' | 'stop' | 'out';
  /** The branch of `next_when` (role `total`) or `next_if` (role `condition`) this handle stands for. */
  branch?: number;
  /** The option's score, when it has one (role `answer`). */
  score?: number;
  /** The answer this handle stands for (role `answer`). */
  answer?: string;
  /** The answer ends the intake here (listed in hard_stop_response of a hard-stop question). */
  stops?: boolean;
  /** A map key that is not one of the options (the analysis reports it). */
  unknown?: boolean;
}

/** What a node shows: derived from the document and the engine's findings, never edited directly. */
export interface FlowNodeData {
  title: string;
  /** The question type, or null for lead steps and terminals. */
  type: QuestionType | null;
  /** Number of answer options (0 for non-choice questions and for non-question nodes). */
  optionCount: number;
  /** Whether this question can end the intake (is_hard_stop with a trigger), or the node is a hard-stop terminal. */
  hardStop: boolean;
  /** The question this node belongs to (questions, content screens and their hard-stop terminals). */
  questionId?: number;
  /**
   * The source handles of the node, in display order: `t:<n>` per branch on a total, `if:<n>` per branch on a
   * condition, `a:<answer>` per option (and
   * per map key that is not an option), `next` (also where `Final` leaves), `stop` for a hard stop, `out` for lead
   * steps. Terminals have none.
   */
  handles: readonly FlowHandle[];
  /** Whether this node is the flow's first question. */
  first: boolean;
  /**
   * The question's rules in short ("asked if · 1 check · 1 alert") and in full (one line each), or undefined when it
   * has none.
   */
  rules?: { short: string; full: string };
  /** The engine's findings about this node (for the checkout node: findings without a question). */
  findings: readonly Finding[];
  /** React Flow wants node data to be a record. */
  [key: string]: unknown;
}

/**
 * One node of the graph. Ids: `lead-qualify`, `lead-intro`, `q:<id>`, `checkout`, `stop:<id>` (the keys of
 * `doc.layout.positions`).
 */
export interface FlowNode {
  id: string;
  kind: FlowNodeKind;
  position: Position;
  data: FlowNodeData;
}

/** How an edge leaves its source. */
export type FlowEdgeVia = 'answer' | 'total' | 'condition' | 'final' | 'next' | 'stop' | 'step';

export interface FlowEdgeData {
  /** The question the edge leaves, or null for edges between lead steps. */
  questionId: number | null;
  /** The answer (option text, or `Final`) for map edges; null for `next`, hard-stop and step edges. */
  answer: string | null;
  via: FlowEdgeVia;
  /** The branch of `next_when` (via `total`) or of `next_if` (via `condition`). */
  branch?: number;
  /** React Flow wants edge data to be a record. */
  [key: string]: unknown;
}

/**
 * One edge. `label` is the answer, `next`, `Final`, the stopping answers / measure rule for hard stops, or
 * `continue` / `start` between lead steps. `sourceHandle` is the handle id on the source node: `a:<answer>`,
 * `next` (for `next` and for `Final`), `stop` or `out`.
 */
export interface FlowEdge {
  id: string;
  source: string;
  target: string;
  sourceHandle: string;
  label: string;
  data: FlowEdgeData;
}

export interface FlowGraph {
  nodes: FlowNode[];
  edges: FlowEdge[];
}

export type Positions = Record<string, Position>;

/** Where a connection leads: a question id or checkout. */
export type ConnectTarget = number | 'checkout';

/** A question's conditions edited as a whole: whether it is asked, and the extra condition of its hard stop. */
export type QuestionRuleField = 'ask_if' | 'hard_stop_if';

/** A question's lists of rules, each replaced as a whole. */
export type QuestionRuleList =
  | { field: 'next_if'; items: ConditionalBranch[] }
  | { field: 'checks'; items: AnswerCheck[] }
  | { field: 'alerts'; items: Alert[] };

/** Which branches a branch edit is about: on a total (`next_when`, the default) or on a condition (`next_if`). */
export type BranchKind = 'total' | 'condition';

/**
 * A change the builder can make to a flow document. `answer: null` means the question's `next`; the answer
 * `Final` may only lead to checkout.
 */
export type FlowEdit =
  | { type: 'connect'; questionId: number; answer: string | null; target: ConnectTarget }
  | { type: 'disconnect'; questionId: number; answer: string | null }
  | { type: 'connectBranch'; questionId: number; branch: number; target: ConnectTarget; on?: BranchKind }
  | { type: 'removeBranch'; questionId: number; branch: number; on?: BranchKind }
  | { type: 'setTotals'; totals: FlowTotal[] }
  | { type: 'setCondition'; questionId: number; field: QuestionRuleField; condition: Condition | undefined }
  | ({ type: 'setRuleList'; questionId: number } & QuestionRuleList)
  | { type: 'setCalculations'; calculations: Calculation[] }
  | { type: 'setEligibility'; eligibility: EligibilityRule[] }
  | { type: 'setAssertions'; assertions: ProtocolAssertion[] }
  | { type: 'addQuestion'; id?: number; question?: Partial<Omit<Question, 'id'>>; position?: Position }
  | { type: 'duplicateQuestion'; questionId: number; id?: number; position?: Position }
  | { type: 'deleteQuestion'; questionId: number }
  | { type: 'updateQuestion'; questionId: number; changes: Partial<Omit<Question, 'id'>> }
  | { type: 'setNumberInput'; questionId: number; field: 'min' | 'max'; value: number | undefined }
  | { type: 'setNumberInput'; questionId: number; field: 'unit'; value: string | undefined }
  | { type: 'renameOption'; questionId: number; from: string; to: string }
  | { type: 'removeOption'; questionId: number; option: string }
  | { type: 'moveNodes'; positions: Positions }
  | { type: 'setFirstQuestion'; questionId: number };

/** A document field problem as reported by the schema validator. */
export interface FlowEditIssue {
  path: string;
  message: string;
}

/** An edit that cannot be made: says what is wrong; `issues` lists schema problems of an updated question. */
export class FlowEditError extends Error {
  readonly issues: readonly FlowEditIssue[];
  constructor(message: string, issues: readonly FlowEditIssue[] = []) {
    super(message);
    this.name = 'FlowEditError';
    this.issues = issues;
  }
}

/** Undo/redo over whole documents; immutable. */
export interface History {
  readonly past: readonly FlowVersion[];
  readonly present: FlowVersion;
  readonly future: readonly FlowVersion[];
  /** Most documents kept in `past`. */
  readonly limit: number;
}

export interface DiffQuestion {
  id: number;
  title: string;
}

export interface DiffChangedQuestion extends DiffQuestion {
  /** The question fields that differ (top-level names such as `title`, `QuestionOptions`, `next_question_map`). */
  fields: string[];
}

/** One way out of a question: `answer` is the option text, `Final`, or null for `next`; target 0 is checkout. */
export interface DiffEdge {
  questionId: number;
  answer: string | null;
  /** For a branch on a total: its condition (`phq9 > 0`); `answer` is null then. */
  branch?: string;
  target: number;
}

export interface DiffChangedEdge {
  questionId: number;
  answer: string | null;
  branch?: string;
  from: number;
  to: number;
}

export interface FlowDiff {
  questionsAdded: DiffQuestion[];
  questionsRemoved: DiffQuestion[];
  questionsChanged: DiffChangedQuestion[];
  edgesAdded: DiffEdge[];
  edgesRemoved: DiffEdge[];
  edgesChanged: DiffChangedEdge[];
  /** Set when the first question differs. */
  firstQuestion: { from: number | null; to: number } | null;
  /** Top-level document fields other than questions/layout that differ (title, description, steps, totals, rules). */
  documentFields: string[];
  /** Whether only builder positions changed (no effect on patients). */
  layoutChanged: boolean;
  /** Whether anything a patient could notice changed. */
  hasChanges: boolean;
}
