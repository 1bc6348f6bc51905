import { asOfForCreated, decideResume, resumePath, withMaskToken } from '@telehealth/engine';
import { validateWith, validators } from '@telehealth/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useApi } from '../api/api-context';
import { ApiError } from '../api/client';
import { setCookie } from '../cookies/cookies';
import { flowDocumentQuery } from '../flow-runner/flow-document';
import { queryFromSearch, searchWithout } from '../navigation/landing-params';
import { outlineIntake } from './intake-flow';
import { intakeApi, isLoginRequired, isPaidOrder, withAttempts } from './order-api';

/** Spec section 9: the redirect to the account of a resumed session with a doctor record waits 3 s. */
export const ACCOUNT_REDIRECT_DELAY_MS = 3000;

/**
 * `?restoresession=<created>` on any page, in any browser (spec section 4): the order is looked up (3 tries 500 ms
 * apart), the created cookie is set, and the engine's decideResume picks the page on the order's pinned flow
 * version — /login for a paid order, the first question without answers, checkout when the answers reach Final,
 * else the next question. With a doctor record the patient goes to /account after 3 s. An unknown created value
 * has nothing to resume and starts a new visit.
 */
export function ResumeSession({ created }: { created: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [message, setMessage] = useState('Restoring your visit…');

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const rest = queryFromSearch(searchWithout(location.search, ['restoresession']));
    const go = (path: string) => {
      if (!cancelled) void navigate(withMaskToken(path, rest), { replace: true });
    };
    const flowOf = (version?: number) =>
      queryClient
        .fetchQuery(flowDocumentQuery(api, 'intake', version, Infinity, queryClient))
        .then(outlineIntake);

    const resume = async () => {
      if (!validateWith(validators.CreatedValue, created).ok) {
        console.error(`restoresession "${created}" is not a created value; starting a new visit`);
        return go('/start/lead-qualify');
      }
      let order;
      try {
        order = await withAttempts(() => intakeApi.orderByCreated(api, created), 3, 500);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          console.error(`No intake to restore for created ${created}`);
          return go('/start/lead-qualify');
        }
        console.error('Could not restore the intake', error);
        setCookie('created', created);
        const flow = await flowOf().catch(() => undefined);
        if (!flow) return go('/start/lead-qualify');
        return go(resumePath(flow.index, { kind: 'question', questionId: flow.index.firstQuestionId }));
      }
      if (cancelled) return;
      setCookie('created', created);
      // The order belongs to a customer account this visitor is not logged in to: log in first.
      if (isLoginRequired(order)) return go('/login');
      if (order.beluga !== null) {
        setMessage('Welcome back. Your visit is with your clinician: taking you to your account…');
        timer = setTimeout(() => go('/account'), ACCOUNT_REDIRECT_DELAY_MS);
        return;
      }
      const flow = await flowOf(order.flowVersion);
      const target = decideResume(flow.index, {
        hasOrder: isPaidOrder(order),
        startData: order.startData,
        asOf: asOfForCreated(created, Date.now()),
      });
      go(resumePath(flow.index, target));
    };
    resume().catch((error: unknown) => {
      console.error('Could not restore the intake', error);
      go('/start/lead-qualify');
    });
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
    // One resume per created value; the page's other query changes do not restart it.
  }, [created]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <main id="main" className="intake-resume">
      <p role="status">{message}</p>
    </main>
  );
}
