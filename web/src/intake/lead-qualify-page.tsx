import { LEAD_QUALIFY, withMaskToken } from '@telehealth/engine';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useApi } from '../api/api-context';
import { track } from '../tracking/tracking';
import { queryFromSearch } from '../navigation/landing-params';
import { useTenant } from '../tenant/tenant-context';
import { FlowProgress } from '../flow-runner/flow-progress';
import { ServerRenderedForm } from '../ui/server-rendered-form';
import { useIntakeOutline } from './intake-flow';
import { readLeadState, storeLeadState } from './lead-store';
import { intakeApi } from './order-api';
import { carryStepsBefore, stepsBeforeOf } from './steps-before';
import { useIntakeProgress } from './use-intake-progress';

/**
 * Step 1 of the intake (spec section 2): where the patient lives (GET /api/states) and that they are an adult, the
 * two things a prescription visit needs before anything else. Nothing is sent yet: the order starts on step 2.
 */
export function LeadQualifyPage() {
  const api = useApi();
  const configurations = useTenant().brandConfig.configurations;
  const navigate = useNavigate();
  const location = useLocation();
  const { outline } = useIntakeOutline();
  const progressOf = useIntakeProgress(outline);
  const stepsBefore = stepsBeforeOf(location.state);
  const states = useQuery({
    queryKey: ['states'],
    queryFn: () => intakeApi.states(api),
    staleTime: 3_600_000,
  });
  const [stateCode, setStateCode] = useState('');
  // The tab's stored state is read after the first render, which must be the server's (it has no tab storage).
  useEffect(() => {
    const stored = readLeadState();
    if (stored) setStateCode(stored); // eslint-disable-line react-hooks/set-state-in-effect
  }, []);
  const [adult, setAdult] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { state: useId(), adult: useId(), error: useId() };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!stateCode) return setError('Choose the state you live in.');
    if (!adult) return setError('Please confirm that you are 18 or older.');
    setError(null);
    storeLeadState(stateCode);
    track('lead', { state: stateCode });
    void navigate(withMaskToken('/start/lead-intro', queryFromSearch(location.search)), {
      state: carryStepsBefore(stepsBefore),
    });
  };

  return (
    <section className="intake-step" aria-labelledby="step-heading">
      <FlowProgress progress={progressOf?.(LEAD_QUALIFY, [], { before: stepsBefore })} holdPlace />
      <h1 id="step-heading">
        {configurations ? `Let's see if ${configurations.brandName} is right for you` : "Let's get started"}
      </h1>
      <p>A few quick questions come next. Your whole visit takes about five minutes.</p>
      <ServerRenderedForm
        className="intake-form"
        onSubmit={onSubmit}
        noValidate
        aria-describedby={error ? ids.error : undefined}
      >
        <div className="field">
          <label htmlFor={ids.state}>State of residence</label>
          <select
            id={ids.state}
            name="state"
            value={stateCode}
            onChange={(event) => setStateCode(event.target.value)}
            disabled={states.isPending}
            required
          >
            <option value="">{states.isPending ? 'Loading states…' : 'Choose your state'}</option>
            {(states.data ?? []).map((state) => (
              <option key={state.stateCode} value={state.stateCode}>
                {state.name}
              </option>
            ))}
          </select>
          {states.isError ? (
            <p className="field__hint">States could not be loaded. Please reload the page.</p>
          ) : null}
        </div>
        <div className="field field--check">
          <input
            id={ids.adult}
            type="checkbox"
            name="adult"
            checked={adult}
            onChange={(event) => setAdult(event.target.checked)}
          />
          <label htmlFor={ids.adult}>I am 18 or older</label>
        </div>
        {error ? (
          <p className="form-error" role="alert" id={ids.error}>
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button--primary">
          Continue
        </button>
      </ServerRenderedForm>
    </section>
  );
}
