import { useMemo } from 'react';

import { readWebEnv } from '../config/env';
import { getCookie } from '../cookies/cookies';
import { useTenant } from '../tenant/tenant-context';
import type { UploadContext } from './upload';

/** What a flow's photo uploads send: the client key, the tenant, the login's token and the intake when known. */
export function useUploadContext(created?: string): UploadContext {
  const { tenantId } = useTenant();
  return useMemo(
    () => ({
      apiToken: readWebEnv(import.meta.env).apiToken,
      tenantId,
      authToken: getCookie('token'),
      created,
    }),
    [tenantId, created],
  );
}
