import { useMutation } from '@tanstack/react-query';
import type { UploadResponse, VerificationRequest } from '@telehealth/schemas';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { useApi } from '../../api/api-context';
import { setJsonCookie } from '../../cookies/cookies';
import { TextField } from '../../ui/text-field';
import { useCheckoutSession } from '../checkout-session';
import { apiErrorMessage } from '../../api/client';
import { START_PATHS } from '../lib/steps';
import { toUploadable } from '../../flow-runner/upload';
import { uploadOneFile } from '../../api/upload';
import { checkoutStepPage, PageHeading } from '../start-ui';

/**
 * /start/vouched: the identity check itself, before payment. Uploads the ID photo and the selfie (POST
 * /api/upload, HEIC converted to JPEG in the browser first), starts the check (POST /api/verification), then
 * shows its progress on /start/wait.
 */
export const VouchedPage = checkoutStepPage('identity', VouchedForm);

type Slot = 'id' | 'selfie';

function VouchedForm() {
  const api = useApi();
  const { created, update } = useCheckoutSession();
  const navigate = useNavigate();
  const [files, setFiles] = useState<Record<Slot, File | null>>({ id: null, selfie: null });
  const [errors, setErrors] = useState<Partial<Record<Slot, string>>>({});
  const [stage, setStage] = useState<string | null>(null);

  const submit = useMutation({
    mutationFn: async ({ id, selfie }: Record<Slot, File>) => {
      setStage('Preparing your photos…');
      const [idFile, selfieFile] = await Promise.all([toUploadable(id), toUploadable(selfie)]);
      setStage('Uploading your photos…');
      const uploaded: UploadResponse[] = [];
      for (const file of [idFile, selfieFile]) uploaded.push(await uploadOneFile(api, file, created));
      setStage('Starting the check…');
      const body: VerificationRequest = {
        created: created ?? '',
        idFileId: uploaded[0]!.fileId,
        selfieFileId: uploaded[1]!.fileId,
      };
      return api.call('POST /api/verification', { body });
    },
    onSuccess: () => {
      update({ identitySubmitted: true });
      setJsonCookie('wait', true);
      void navigate(START_PATHS.wait);
    },
    onSettled: () => setStage(null),
  });

  function choose(slot: Slot, file: File | null) {
    setFiles((current) => ({ ...current, [slot]: file }));
    setErrors((current) => ({ ...current, [slot]: undefined }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Slot, string>> = {};
    if (!files.id) found.id = 'Choose a photo of your ID.';
    if (!files.selfie) found.selfie = 'Choose a selfie.';
    setErrors(found);
    if (files.id && files.selfie) submit.mutate({ id: files.id, selfie: files.selfie });
  }

  const field = (slot: Slot, label: string, hint: string, capture: 'environment' | 'user') => (
    <TextField
      id={`upload-${slot}`}
      name={`upload-${slot}`}
      label={label}
      hint={hint}
      type="file"
      accept="image/*,.heic,.heif"
      capture={capture}
      onChange={(event) => choose(slot, event.target.files?.[0] ?? null)}
      error={errors[slot]}
    />
  );

  return (
    <section className="start">
      <PageHeading>Upload your photos</PageHeading>
      <form onSubmit={onSubmit} noValidate className="start-form">
        {field('id', 'Photo ID', 'The front of your driver’s licence, state ID or passport.', 'environment')}
        {field('selfie', 'Selfie', 'Your face, clearly visible, in good light.', 'user')}
        {submit.isError ? (
          <p className="start__alert" role="alert">
            {submit.error instanceof Error && !('status' in submit.error)
              ? submit.error.message
              : apiErrorMessage(submit.error)}
          </p>
        ) : null}
        {stage ? (
          <p className="start__status" role="status">
            {stage}
          </p>
        ) : null}
        <button type="submit" className="button button--primary button--large" disabled={submit.isPending}>
          Submit for verification
        </button>
      </form>
    </section>
  );
}
