import { useMemo } from 'react';

import { useApi } from '../api/api-context';
import type { UploadContext } from './upload';

/** What a flow's photo uploads need: the API client (client key, tenant, login) and the intake when known. */
export function useUploadContext(created?: string): UploadContext {
  const api = useApi();
  return useMemo(() => ({ api, created }), [api, created]);
}
