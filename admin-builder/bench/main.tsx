/**
 * The builder benchmark's page. `?size=N` generates an N-question intake (the draft) and mounts the real
 * BuilderPage at /admin/flows/intake/builder over an in-memory AdminApi; `&check=1` only validates the generated
 * flow (schema, analysis, graph size) and publishes the result on `window.__benchCheck` without mounting anything;
 * `&view=canvas` mounts FlowCanvas alone over flowToGraph (the page's canvas without its data loading and panels);
 * `&positions=1` saves every node's position in the draft first.
 */
import { analyzeFlow } from '@telehealth/engine';
import { validate } from '@telehealth/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import { AdminApiContext } from '../src/api/admin-api';
import { BuilderPage, FlowCanvas } from '../src/builder';
import type { QuestionViewProps } from '../src/builder-tools';
import { flowToGraph } from '../src/model';
import { benchFlow, withSavedPositions } from './bench-flow';
import { inMemoryAdminApi } from './in-memory-api';

declare global {
  interface Window {
    __benchCheck?: {
      size: number;
      questions: number;
      graphNodes: number;
      graphEdges: number;
      /** Nodes whose position the draft has saved. */
      savedPositions: number;
      /** Milliseconds analyzeFlow and flowToGraph (with its automatic layout) took on this page. */
      analyzeMs: number;
      graphMs: number;
      schemaIssues: string[];
      errors: string[];
      warnings: number;
    };
    __benchApiCalls?: string[];
  }
}

const params = new URLSearchParams(window.location.search);
const size = Number(params.get('size') ?? 500);
const generated = benchFlow(size, { version: 2, status: 'draft' });
/** `&positions=1`: every node's position is saved in the draft, so the builder does not lay it out. */
const draft = params.has('positions') ? withSavedPositions(generated) : generated;
const published = benchFlow(size, { version: 1, status: 'published', seed: 8 });

/** A plain question renderer standing in for the storefront's (the preview is not measured). */
function BenchQuestionView({ question, onAnswer, onBack }: QuestionViewProps) {
  return (
    <div>
      <h3>{question.title}</h3>
      <button type="button" onClick={() => onAnswer('Yes')}>
        Answer
      </button>
      {onBack ? (
        <button type="button" onClick={onBack}>
          Back
        </button>
      ) : null}
    </div>
  );
}

/** FlowCanvas alone: the graph of the draft, selection by click and positions kept on drag, as the page does. */
function CanvasOnly() {
  const [doc, setDoc] = useState(draft);
  const [selected, setSelected] = useState<string | null>(null);
  const graph = useMemo(() => flowToGraph(doc, { findings: analyzeFlow(doc) }), [doc]);
  return (
    <div className="bench-canvas">
      <FlowCanvas
        graph={graph}
        selectedNodeId={selected}
        onNodeClick={setSelected}
        onPaneClick={() => setSelected(null)}
        onNodesMoved={(positions) =>
          setDoc((current) => ({
            ...current,
            layout: { positions: { ...current.layout.positions, ...positions } },
          }))
        }
      />
    </div>
  );
}

if (params.has('check')) {
  const checked = validate('FlowVersion', draft);
  const t0 = performance.now();
  const findings = analyzeFlow(draft);
  const t1 = performance.now();
  const graph = flowToGraph(draft, { findings });
  const t2 = performance.now();
  window.__benchCheck = {
    size,
    questions: draft.questions.length,
    graphNodes: graph.nodes.length,
    graphEdges: graph.edges.length,
    savedPositions: graph.nodes.filter((n) => draft.layout.positions[n.id] !== undefined).length,
    analyzeMs: t1 - t0,
    graphMs: t2 - t1,
    schemaIssues: checked.ok ? [] : checked.issues.map((i) => `${i.path} ${i.message}`),
    errors: findings.filter((f) => f.severity === 'error').map((f) => f.message),
    warnings: findings.filter((f) => f.severity === 'warning').length,
  };
} else {
  const api = inMemoryAdminApi({ published, draft });
  window.__benchApiCalls = api.calls;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AdminApiContext.Provider value={api}>
          <MemoryRouter initialEntries={['/admin/flows/intake/builder']}>
            <Routes>
              <Route
                path="/admin/flows/:key/builder"
                element={
                  params.get('view') === 'canvas' ? (
                    <CanvasOnly />
                  ) : (
                    <BuilderPage QuestionView={BenchQuestionView} />
                  )
                }
              />
            </Routes>
          </MemoryRouter>
        </AdminApiContext.Provider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
