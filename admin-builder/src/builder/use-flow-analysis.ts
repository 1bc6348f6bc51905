import { useQuery } from '@tanstack/react-query';
import type { FlowVersion, Product } from '@telehealth/schemas';
import { useState } from 'react';

import { useAdminApi } from '../api/admin-api';
import { sameBehaviour } from '../builder-tools';
import { analyzeDraft, type FlowAnalysis } from './flow-analysis';

/**
 * The draft's analysis (findings and assertion verdicts), run again when anything but the builder's `layout`
 * changed (a drag does not rerun it), and once the tenant's products have loaded (assertions about orders are
 * proven against them, as the API does when it publishes).
 */
export function useFlowAnalysis(doc: FlowVersion): FlowAnalysis {
  const api = useAdminApi();
  const products = useQuery({
    queryKey: ['admin', 'products'],
    queryFn: () => api.call('GET /api/products'),
    staleTime: Infinity,
  }).data as readonly Product[] | undefined;
  const [memo, setMemo] = useState(() => ({ doc, products, analysis: analyzeDraft(doc, products) }));
  if (memo.products === products && (memo.doc === doc || sameBehaviour(memo.doc, doc))) return memo.analysis;
  const next = { doc, products, analysis: analyzeDraft(doc, products) };
  setMemo(next);
  return next.analysis;
}
