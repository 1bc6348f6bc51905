/** Provider token of the configured IdVerificationProvider. */
export const ID_VERIFICATION_PROVIDER = Symbol('ID_VERIFICATION_PROVIDER');

export interface IdImages {
  id: { fileId: string; name: string; contentType: string };
  selfie: { fileId: string; name: string; contentType: string };
}

export type IdDecision = { status: 'verified' } | { status: 'failed'; reason: string };

/**
 * The identity service (Vouched-shaped): a job is submitted with an ID document and a selfie and decided later
 * (the real service calls a webhook; the sandbox decides in a delayed job).
 */
export interface IdVerificationProvider {
  readonly name: string;
  submit(images: IdImages): Promise<{ jobId: string }>;
}

/**
 * The sandbox identity service. It verifies, except that an ID image whose file name starts with "fail" fails
 * (the sandbox's way to try the failed path), as does a selfie that is the ID image itself.
 */
export class SandboxIdVerificationProvider implements IdVerificationProvider {
  readonly name = 'sandbox';

  submit(images: IdImages): Promise<{ jobId: string }> {
    return Promise.resolve({
      jobId: `idv_${images.id.fileId.slice(0, 8)}${images.selfie.fileId.slice(0, 8)}`,
    });
  }

  decide(images: IdImages): IdDecision {
    if (images.id.fileId === images.selfie.fileId) {
      return {
        status: 'failed',
        reason: 'The selfie must be a new photo of your face, not the ID document.',
      };
    }
    if (images.id.name.toLowerCase().startsWith('fail')) {
      return {
        status: 'failed',
        reason: 'We could not read your ID. Please upload a clear photo of the whole ID.',
      };
    }
    return { status: 'verified' };
  }
}
