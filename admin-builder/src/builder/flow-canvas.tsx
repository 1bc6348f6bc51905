import {
  Background,
  Controls,
  Handle,
  MarkerType,
  MiniMap,
  Position,
  ReactFlow,
  ReactFlowProvider,
  applyEdgeChanges,
  applyNodeChanges,
  useReactFlow,
  useUpdateNodeInternals,
  type Connection,
  type Edge,
  type EdgeChange,
  type IsValidConnection,
  type Node,
  type NodeChange,
  type NodeProps,
  type NodeTypes,
  type ReactFlowInstance,
} from '@xyflow/react';
import { isChoice } from '@telehealth/engine';
import '@xyflow/react/dist/style.css';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';

import {
  handleBoxes,
  initialBounds,
  nodeSize,
  questionTypeLabel,
  type FlowEdge,
  type FlowNode,
  type FlowNodeData,
} from '../model';
import type { FlowCanvasProps } from './flow-canvas-types';
import './builder.css';

/** What a canvas node carries: the graph's data plus how the view decorates it. */
export type CanvasNodeData = FlowNodeData & {
  kind: FlowNode['kind'];
  highlighted: boolean;
  current: boolean;
  dropOff: { reached: number; stopped: number } | null;
};
type CanvasNode = Node<CanvasNodeData>;
type CanvasEdge = Edge<FlowEdge['data']>;

function FindingMarkers({ data }: { data: CanvasNodeData }) {
  const errors = data.findings.filter((f) => f.severity === 'error').length;
  const warnings = data.findings.length - errors;
  if (!errors && !warnings) return null;
  const title = data.findings.map((f) => f.message).join('\n');
  return (
    <span className="flow-node__findings" title={title}>
      {errors > 0 && (
        <span className="flow-node__marker flow-node__marker--error">
          {errors} {errors === 1 ? 'error' : 'errors'}
        </span>
      )}
      {warnings > 0 && (
        <span className="flow-node__marker flow-node__marker--warning">
          {warnings} {warnings === 1 ? 'warning' : 'warnings'}
        </span>
      )}
    </span>
  );
}

function DropOffBadge({ data }: { data: CanvasNodeData }) {
  if (!data.dropOff) return null;
  return (
    <span className="flow-node__dropoff" title="Intakes that reached this node / stopped here">
      {data.dropOff.reached} reached · {data.dropOff.stopped} stopped
    </span>
  );
}

function nodeClass(data: CanvasNodeData, selected: boolean): string {
  const errors = data.findings.some((f) => f.severity === 'error');
  const warnings = !errors && data.findings.length > 0;
  return [
    'flow-node',
    `flow-node--${data.kind}`,
    selected ? 'flow-node--selected' : '',
    data.highlighted ? 'flow-node--highlighted' : '',
    data.current ? 'flow-node--current' : '',
    errors ? 'flow-node--error' : warnings ? 'flow-node--warning' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

const QuestionNodeView = memo(function QuestionNodeView({
  id,
  data,
  selected,
  isConnectable,
}: NodeProps<CanvasNode>) {
  // Handles added or removed after the node was drawn (an option added) must be re-measured; on mount React Flow
  // measures them anyway, and one update per node would cost a store update each on a large flow.
  const updateNodeInternals = useUpdateNodeInternals();
  const handleKey = data.handles.map((h) => h.id).join('\u0000');
  const measuredKey = useRef(handleKey);
  useEffect(() => {
    if (measuredKey.current === handleKey) return;
    measuredKey.current = handleKey;
    updateNodeInternals(id);
  }, [id, handleKey, updateNodeInternals]);
  const optionLabel = isChoice(data) ? `${data.optionCount} options` : null;
  return (
    <div className={nodeClass(data, selected)} data-testid={`flow-node-${id}`}>
      <Handle type="target" position={Position.Top} id="in" isConnectable={isConnectable} />
      <div className="flow-node__head">
        <span className="flow-node__id">#{data.questionId}</span>
        <span className="flow-node__type">{questionTypeLabel(data.type)}</span>
        {data.first && <span className="flow-node__badge flow-node__badge--first">first</span>}
        {data.hardStop && <span className="flow-node__badge flow-node__badge--stop">hard stop</span>}
      </div>
      <div className="flow-node__title" title={data.title}>
        {data.title}
      </div>
      <div className="flow-node__meta">
        {optionLabel}
        {data.rules ? (
          <span className="flow-node__rules" title={data.rules.full}>
            {data.rules.short}
          </span>
        ) : null}
        <FindingMarkers data={data} />
        <DropOffBadge data={data} />
      </div>
      <ul className="flow-node__ports">
        {data.handles.map((handle) => (
          <li
            key={handle.id}
            className={[
              'flow-node__port',
              `flow-node__port--${handle.role}`,
              handle.stops ? 'flow-node__port--stops' : '',
              handle.unknown ? 'flow-node__port--unknown' : '',
            ]
              .filter(Boolean)
              .join(' ')}
            title={handle.label}
          >
            <span className="flow-node__port-label">{handle.label}</span>
            <Handle
              type="source"
              position={Position.Right}
              id={handle.id}
              isConnectable={isConnectable && handle.role !== 'stop'}
            />
          </li>
        ))}
      </ul>
    </div>
  );
});

const StepNodeView = memo(function StepNodeView({
  id,
  data,
  selected,
  isConnectable,
}: NodeProps<CanvasNode>) {
  return (
    <div className={nodeClass(data, selected)} data-testid={`flow-node-${id}`}>
      {data.kind === 'lead-intro' && (
        <Handle type="target" position={Position.Top} id="in" isConnectable={false} />
      )}
      <div className="flow-node__type">{data.kind === 'lead-qualify' ? 'Lead qualify' : 'Lead intro'}</div>
      <div className="flow-node__title">{data.title}</div>
      <FindingMarkers data={data} />
      <Handle
        type="source"
        position={Position.Bottom}
        id="out"
        isConnectable={isConnectable && data.kind === 'lead-intro'}
      />
    </div>
  );
});

const TerminalNodeView = memo(function TerminalNodeView({
  id,
  data,
  selected,
  isConnectable,
}: NodeProps<CanvasNode>) {
  return (
    <div className={nodeClass(data, selected)} data-testid={`flow-node-${id}`}>
      <Handle
        type="target"
        position={Position.Top}
        id="in"
        isConnectable={isConnectable && data.kind === 'checkout'}
      />
      <div className="flow-node__type">{data.kind === 'checkout' ? 'Checkout' : 'Hard stop'}</div>
      <div className="flow-node__title" title={data.title}>
        {data.kind === 'checkout' ? data.title : `after #${data.questionId}`}
      </div>
      <FindingMarkers data={data} />
      <DropOffBadge data={data} />
    </div>
  );
});

const nodeTypes: NodeTypes = {
  question: QuestionNodeView,
  content: QuestionNodeView,
  'lead-qualify': StepNodeView,
  'lead-intro': StepNodeView,
  checkout: TerminalNodeView,
  'hard-stop': TerminalNodeView,
};

const MINIMAP_LIMIT = 150;
/** The smallest zoom at which a node's title can still be read. */
const READABLE_ZOOM = 0.75;
const SIDES = { top: Position.Top, right: Position.Right, bottom: Position.Bottom } as const;

/**
 * The size and handle positions a node is drawn with (the model's geometry). Given to React Flow up front, they let
 * it place edges and skip nodes off screen without rendering each node once to measure it — what keeps a
 * 500-question flow quick to open. Rendered nodes are measured as usual.
 */
function nodeGeometry(node: FlowNode): Pick<CanvasNode, 'initialWidth' | 'initialHeight' | 'handles'> {
  const { width, height } = nodeSize(node);
  const handles = handleBoxes(node).map(({ side, ...box }) => ({ ...box, position: SIDES[side] }));
  return { initialWidth: width, initialHeight: height, handles };
}

/** What a screen reader announces for a node (React Flow puts it on the focusable node wrapper). */
function nodeLabel(node: FlowNode): string {
  const errors = node.data.findings.filter((f) => f.severity === 'error').length;
  const problems = errors ? `, ${errors} ${errors === 1 ? 'error' : 'errors'}` : '';
  switch (node.kind) {
    case 'question':
    case 'content':
      return `${node.kind === 'content' ? 'Screen' : 'Question'} ${node.data.questionId}: ${node.data.title}${problems}`;
    case 'hard-stop':
      return `Hard stop after question ${node.data.questionId}`;
    case 'checkout':
      return `Checkout: ${node.data.title}${problems}`;
    default:
      return `Step: ${node.data.title}`;
  }
}

/** The box around nodes, from their positions and the model's sizes (undefined for none). */
function boundsOf(nodes: readonly FlowNode[]) {
  if (nodes.length === 0) return undefined;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const node of nodes) {
    const { width, height } = nodeSize(node);
    left = Math.min(left, node.position.x);
    top = Math.min(top, node.position.y);
    right = Math.max(right, node.position.x + width);
    bottom = Math.max(bottom, node.position.y + height);
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}

const shortLabel = (label: string): string => (label.length > 28 ? `${label.slice(0, 26)}…` : label);

/**
 * Keeps object identity for items whose signature did not change, so that React Flow (and the memoised node
 * components) only re-render what an edit touched — what keeps a 500-question flow responsive.
 */
function useStable<T extends { id: string }>(items: readonly T[], signature: (item: T) => string): T[] {
  const [memo, setMemo] = useState(() => stabilise(items, new Map(), signature));
  if (memo.items === items) return memo.out;
  const next = stabilise(items, memo.cache, signature);
  setMemo(next);
  return next.out;
}

function stabilise<T extends { id: string }>(
  items: readonly T[],
  cache: ReadonlyMap<string, { sig: string; item: T }>,
  signature: (item: T) => string,
) {
  const next = new Map<string, { sig: string; item: T }>();
  const out = items.map((item) => {
    const sig = signature(item);
    const old = cache.get(item.id);
    const kept = old && old.sig === sig ? old.item : item;
    next.set(item.id, { sig, item: kept });
    return kept;
  });
  return { items, out, cache: next };
}

/** Mirrors derived items into React Flow's controlled state, keeping what React Flow measured on unchanged ones. */
function useSynced<T extends { id: string }>(derived: T[], merge: (fresh: T, previous: T) => T) {
  const [state, setState] = useState(derived);
  const [synced, setSynced] = useState(derived);
  if (synced !== derived) {
    const previousDerived = new Map(synced.map((item) => [item.id, item]));
    setSynced(derived);
    setState((prev) => {
      const byId = new Map(prev.map((item) => [item.id, item]));
      return derived.map((item) => {
        const previous = byId.get(item.id);
        if (!previous) return item;
        return previousDerived.get(item.id) === item ? previous : merge(item, previous);
      });
    });
  }
  return [state, setState] as const;
}

function CanvasInner(props: FlowCanvasProps) {
  const {
    graph,
    readOnly = false,
    highlightNodeIds,
    currentNodeId = null,
    focusNodeId = null,
    focusKey,
    fitNodeIds,
    fitAnchorId,
    fitKey,
    overlay,
    selectedNodeId = null,
    onNodeClick,
    onPaneClick,
    onConnect,
    onEdgesDelete,
    onNodesMoved,
    ariaLabel = 'Flow graph',
    className,
  } = props;
  const highlighted = useMemo(() => new Set(highlightNodeIds ?? []), [highlightNodeIds]);
  const highlightedSteps = useMemo(() => {
    const steps = new Set<string>();
    const ids = highlightNodeIds ?? [];
    for (let i = 1; i < ids.length; i++) steps.add(`${ids[i - 1]}>${ids[i]}`);
    return steps;
  }, [highlightNodeIds]);

  const decorated = useMemo(
    () =>
      graph.nodes.map((node): CanvasNode => ({
        id: node.id,
        type: node.kind,
        position: node.position,
        selected: node.id === selectedNodeId,
        deletable: false,
        ...nodeGeometry(node),
        ariaLabel: nodeLabel(node),
        data: {
          ...node.data,
          kind: node.kind,
          highlighted: highlighted.has(node.id),
          current: node.id === currentNodeId,
          dropOff: overlay?.[node.id] ?? null,
        },
      })),
    [graph.nodes, selectedNodeId, highlighted, currentNodeId, overlay],
  );
  const stableNodes = useStable(decorated, (n) => JSON.stringify([n.position, n.selected, n.data]));
  const [nodes, setNodes] = useSynced(stableNodes, (fresh, previous) =>
    previous.measured ? { ...fresh, measured: previous.measured } : fresh,
  );

  const decoratedEdges = useMemo(
    () =>
      graph.edges.map((edge): CanvasEdge => {
        const onPath = highlightedSteps.has(`${edge.source}>${edge.target}`);
        return {
          id: edge.id,
          source: edge.source,
          target: edge.target,
          sourceHandle: edge.sourceHandle,
          targetHandle: 'in',
          label: shortLabel(edge.label),
          ariaLabel: `${edge.source} ${edge.label} to ${edge.target}`,
          type: 'smoothstep',
          markerEnd: { type: MarkerType.ArrowClosed },
          className: `flow-edge flow-edge--${edge.data.via}${onPath ? ' flow-edge--highlighted' : ''}`,
          deletable:
            !readOnly &&
            (edge.data.via === 'answer' ||
              edge.data.via === 'total' ||
              edge.data.via === 'condition' ||
              edge.data.via === 'next' ||
              edge.data.via === 'final'),
          data: edge.data,
        };
      }),
    [graph.edges, highlightedSteps, readOnly],
  );
  const stableEdges = useStable(decoratedEdges, (e) =>
    JSON.stringify([e.source, e.target, e.sourceHandle, e.label, e.className, e.deletable]),
  );
  const [edges, setEdges] = useSynced(stableEdges, (fresh) => fresh);

  const handleNodesChange = useCallback(
    (changes: NodeChange<CanvasNode>[]) => {
      const moved: Record<string, { x: number; y: number }> = {};
      for (const change of changes) {
        // A finished drag, or a keyboard move, reports dragging: false with the new position.
        if (change.type === 'position' && change.dragging === false && change.position)
          moved[change.id] = change.position;
      }
      setNodes((current) => applyNodeChanges(changes, current));
      if (!readOnly && Object.keys(moved).length > 0) onNodesMoved?.(moved);
    },
    [setNodes, readOnly, onNodesMoved],
  );
  const handleEdgesChange = useCallback(
    (changes: EdgeChange<CanvasEdge>[]) => setEdges((current) => applyEdgeChanges(changes, current)),
    [setEdges],
  );

  const isValidConnection: IsValidConnection<CanvasEdge> = useCallback((connection) => {
    if (connection.source === connection.target) return false;
    if (connection.source === 'lead-intro') return connection.target.startsWith('q:');
    return connection.target.startsWith('q:') || connection.target === 'checkout';
  }, []);

  const handleConnect = useCallback(
    (connection: Connection) =>
      onConnect?.({
        source: connection.source,
        sourceHandle: connection.sourceHandle ?? null,
        target: connection.target,
      }),
    [onConnect],
  );

  const flow = useReactFlow<CanvasNode, CanvasEdge>();
  useEffect(() => {
    if (!focusNodeId) return;
    const node = flow.getNode(focusNodeId);
    const placed = graph.nodes.find((n) => n.id === focusNodeId);
    if (!node || !placed) return;
    const size = nodeSize(placed);
    const width = node.measured?.width ?? size.width;
    const height = node.measured?.height ?? size.height;
    void flow.setCenter(node.position.x + width / 2, node.position.y + height / 2, {
      zoom: Math.max(flow.getZoom(), 0.9),
      duration: 300,
    });
    // Centre when asked (a new id or a new request), not whenever the graph changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusNodeId, focusKey]);

  // Fit a set of nodes (a witness path) from their known positions and sizes, as the first view does; a path too
  // long to read at once is shown around its anchor instead (the minimap shows the whole path).
  useEffect(() => {
    if (!fitNodeIds?.length) return;
    const ids = new Set(fitNodeIds);
    const bounds = boundsOf(graph.nodes.filter((n) => ids.has(n.id)));
    const box = container.current?.getBoundingClientRect();
    if (!bounds || !box) return;
    const zoom = Math.min(box.width / (bounds.width * 1.2), box.height / (bounds.height * 1.2));
    const anchor = graph.nodes.find((n) => n.id === fitAnchorId);
    if (zoom >= READABLE_ZOOM || !anchor) {
      void flow.fitBounds(bounds, { padding: 0.1, duration: 300 });
      return;
    }
    const size = nodeSize(anchor);
    void flow.setCenter(anchor.position.x + size.width / 2, anchor.position.y + size.height / 2, {
      zoom: READABLE_ZOOM,
      duration: 300,
    });
    // Fit when asked, not whenever the graph changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fitKey]);

  // The first view: the whole flow, or for a large one its start (unreadable and slow to draw at once). Bounds
  // come from the known positions and sizes: React Flow's fitView only counts nodes it has measured, and with
  // onlyRenderVisibleElements the ones off screen never are.
  const container = useRef<HTMLDivElement>(null);
  const onInit = useCallback(
    (instance: ReactFlowInstance<CanvasNode, CanvasEdge>) => {
      const box = container.current?.getBoundingClientRect();
      const bounds = initialBounds(graph.nodes, box ? { width: box.width, height: box.height } : null);
      if (bounds) void instance.fitBounds(bounds, { padding: 0.05 });
    },
    // Only for the first view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return (
    <div
      ref={container}
      className={['flow-canvas', className].filter(Boolean).join(' ')}
      role="region"
      aria-label={ariaLabel}
    >
      <ReactFlow<CanvasNode, CanvasEdge>
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodesChange={handleNodesChange}
        onEdgesChange={handleEdgesChange}
        onConnect={handleConnect}
        isValidConnection={isValidConnection}
        onEdgesDelete={(deleted) => onEdgesDelete?.(deleted.map((e) => e.id))}
        onNodeClick={(_event, node) => onNodeClick?.(node.id)}
        onPaneClick={() => onPaneClick?.()}
        nodesDraggable={!readOnly}
        nodesConnectable={!readOnly}
        edgesReconnectable={false}
        deleteKeyCode={readOnly ? null : ['Delete', 'Backspace']}
        onlyRenderVisibleElements
        onInit={onInit}
        minZoom={0.05}
        maxZoom={2}
        proOptions={{ hideAttribution: true }}
      >
        <Background gap={24} />
        <Controls showInteractive={false} />
        {/* The overview redraws every node on each change: left out on large flows, where it would slow dragging. */}
        {graph.nodes.length <= MINIMAP_LIMIT && (
          <MiniMap
            pannable
            zoomable
            ariaLabel="Overview of the flow"
            nodeClassName={(node) => (node.data.highlighted ? 'flow-minimap__node--highlighted' : '')}
          />
        )}
      </ReactFlow>
    </div>
  );
}

/**
 * The flow graph on a React Flow canvas: question nodes with a source handle per answer (and `next`), lead steps,
 * checkout and hard-stop terminals. Editing (connect, drag, delete edges) is reported through the callbacks; the
 * canvas never changes the document itself. Also used read-only (order replay) with a highlighted path.
 */
export function FlowCanvas(props: FlowCanvasProps) {
  return (
    <ReactFlowProvider>
      <CanvasInner {...props} />
    </ReactFlowProvider>
  );
}
