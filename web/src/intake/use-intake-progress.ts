import type { ProgressOf } from '@telehealth/engine';
import { useEffect, useMemo, useState } from 'react';

import type { IntakeOutline } from './intake-flow';

type IntakeProgressModule = typeof import('./intake-progress');

let loaded: IntakeProgressModule | undefined;
let loading: Promise<IntakeProgressModule> | undefined;

function loadIntakeProgress(): Promise<IntakeProgressModule> {
  loading ??= import('./intake-progress').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed load (a deploy replaced the build: stale-build.ts reloads the tab) may be tried again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The progress function of the intake outline, for a page that shows the intake's progress bar. Its code (the
 * engine's flow routing) is loaded on the first such page, while the flow document is fetched, so pages without
 * the bar (checkout, the account, the site) do not carry it; until both are in, there is no bar.
 */
export function useIntakeProgress(outline: IntakeOutline | undefined): ProgressOf | undefined {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (module) return;
    let current = true;
    loadIntakeProgress().then(
      (loadedModule) => {
        if (current) setModule(loadedModule);
      },
      (error: unknown) => console.error('Could not load the progress bar', error),
    );
    return () => {
      current = false;
    };
  }, [module]);
  return useMemo(
    () => (module && outline ? module.createProgress(outline.index) : undefined),
    [module, outline],
  );
}
