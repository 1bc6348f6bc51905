import { useCallback, useMemo, useState } from 'react';

import type { PreviewReplay } from '../builder-tools';

export type BuilderTab = 'edit' | 'totals' | 'rules' | 'problems' | 'preview' | 'paths' | 'dropoff';

export interface BuilderView {
  selectedNodeId: string | null;
  select(id: string | null): void;
  /** The node the canvas centres on; `key` grows with every request, so the same node can be centred again. */
  focus: { id: string | null; key: number };
  /** Selects a node and centres the canvas on it (a problem, a path step, "Go to question"). */
  focusNode(id: string): void;
  /**
   * Nodes the canvas fits into view (a witness path), or, when they do not fit at a readable zoom, `anchor` among
   * them; `key` grows with every request.
   */
  fit: { ids: readonly string[]; anchor?: string; key: number };
  fitNodes(ids: readonly string[], anchor?: string): void;
  /** The problem (a finding or an assertion, by `problemKey`) whose witness path the canvas highlights. */
  problem: string | null;
  selectProblem(key: string | null): void;
  /** Witness events the preview walks (from "Replay in preview"); `id` grows with every request. */
  replay: (PreviewReplay & { id: number }) | null;
  replayInPreview(replay: PreviewReplay): void;
  endReplay(): void;
  tab: BuilderTab;
  setTab(tab: BuilderTab): void;
  /** The node the preview stands on: highlighted and centred. */
  previewNodeId: string | null;
  highlight: readonly string[] | undefined;
  onPreviewNode(id: string | null): void;
  /** A click on a node selects it; a question opens the Edit tab. */
  onNodeClick(id: string): void;
  onPaneClick(): void;
}

/**
 * What the admin is looking at: selection, the node to centre, the side panel's tab, the problem whose path is
 * highlighted and the path the preview replays. Never saved. Read-only (the
 * published version, no draft) it opens on Paths and a click on a question does not ask for the Edit tab.
 */
export function useBuilderView({ readOnly = false }: { readOnly?: boolean } = {}): BuilderView {
  const [selectedNodeId, select] = useState<string | null>(null);
  const [focus, setFocus] = useState<{ id: string | null; key: number }>({ id: null, key: 0 });
  const [tab, setTab] = useState<BuilderTab>(readOnly ? 'paths' : 'edit');
  const [previewNodeId, setPreviewNodeId] = useState<string | null>(null);
  const [fit, setFit] = useState<BuilderView['fit']>({ ids: [], key: 0 });
  const [problem, selectProblem] = useState<string | null>(null);
  const [replay, setReplay] = useState<(PreviewReplay & { id: number }) | null>(null);

  const focusNode = useCallback((id: string) => {
    select(id);
    setFocus((f) => ({ id, key: f.key + 1 }));
  }, []);
  // The canvas follows the preview: the node the preview stands on is highlighted and centred.
  const onPreviewNode = useCallback((id: string | null) => {
    setPreviewNodeId(id);
    if (id) setFocus((f) => ({ id, key: f.key + 1 }));
  }, []);
  const onNodeClick = useCallback(
    (id: string) => {
      select(id);
      if (!readOnly && id.startsWith('q:')) setTab('edit');
    },
    [readOnly],
  );
  const onPaneClick = useCallback(() => select(null), []);
  const fitNodes = useCallback(
    (ids: readonly string[], anchor?: string) =>
      setFit((f) => ({ ids, key: f.key + 1, ...(anchor === undefined ? {} : { anchor }) })),
    [],
  );
  const replayInPreview = useCallback((next: PreviewReplay) => {
    setReplay((current) => ({ ...next, id: (current?.id ?? 0) + 1 }));
    setTab('preview');
  }, []);
  const endReplay = useCallback(() => setReplay(null), []);
  const highlight = useMemo(() => (previewNodeId ? [previewNodeId] : undefined), [previewNodeId]);

  return {
    selectedNodeId,
    select,
    focus,
    focusNode,
    fit,
    fitNodes,
    problem,
    selectProblem,
    replay,
    replayInPreview,
    endReplay,
    tab,
    setTab,
    previewNodeId,
    highlight,
    onPreviewNode,
    onNodeClick,
    onPaneClick,
  };
}
