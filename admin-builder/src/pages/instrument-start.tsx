import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FlowKey, InstrumentListResponse } from '@telehealth/schemas';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useAdminApi } from '../api/admin-api';
import { failureMessage } from '../api/failure';
import { startDraft } from '../api/flow-draft';

/**
 * "Start from a scored instrument": a flow without a draft starts one from an instrument of the library (PHQ-9,
 * GAD-7 for the follow-up), keeping the flow's steps, and opens it in the builder. Nothing shows for a flow no
 * instrument is made for.
 */
export function InstrumentStart({
  flowKey,
  instruments,
}: {
  flowKey: FlowKey;
  instruments: InstrumentListResponse;
}) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const id = useId();
  const [chosen, setChosen] = useState('');
  const start = useMutation({
    mutationFn: (instrument: string) => startDraft(api, flowKey, { instrument }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'flows'] });
      navigate(`/admin/flows/${flowKey}/builder`);
    },
  });
  if (instruments.length === 0) return null;
  const selected = instruments.find((instrument) => instrument.id === chosen);
  return (
    <form
      className="admin-instrument"
      onSubmit={(event) => {
        event.preventDefault();
        if (selected) start.mutate(selected.id);
      }}
    >
      <div className="admin-field">
        <label htmlFor={`${id}-instrument`}>Start a draft from a scored instrument</label>
        <select id={`${id}-instrument`} value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">Choose an instrument…</option>
          {instruments.map((instrument) => (
            <option key={instrument.id} value={instrument.id}>
              {instrument.title}
            </option>
          ))}
        </select>
      </div>
      {selected ? (
        <p className="admin-muted" id={`${id}-about`}>
          {selected.questionCount} questions, scored as {selected.totals.join(', ')}. {selected.description}
        </p>
      ) : null}
      <button
        type="submit"
        className="admin-button"
        disabled={!selected || start.isPending}
        aria-describedby={selected ? `${id}-about` : undefined}
      >
        Start draft from {selected ? selected.title : 'the instrument'}
      </button>
      {start.isError ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {failureMessage(start.error)}
        </p>
      ) : null}
    </form>
  );
}
