import {
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  UnprocessableEntityException,
  type OnModuleInit,
} from '@nestjs/common';
import type { VerificationRequest, VerificationResponse } from '@telehealth/schemas';
import { DataSource, In } from 'typeorm';

import { MasqueradeException } from '../../auth/masquerade.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { JobQueue } from '../../jobs/job-queue.service.js';
import { OrderEntity } from '../../order/order.entity.js';
import { OrderException } from '../../order/order.exception.js';
import {
  assertMayActOnOrder,
  assertMayReadOrder,
  type OrderCaller,
} from '../../order/utils/order-access.util.js';
import { UploadEntity } from '../../upload/upload.entity.js';
import {
  ID_VERIFICATION_PROVIDER,
  SandboxIdVerificationProvider,
  type IdDecision,
  type IdImages,
  type IdVerificationProvider,
} from './id-verification-provider.js';
import { IdVerificationEntity } from './id-verification.entity.js';

interface DecisionJob {
  tenantId: number;
  verificationId: string;
}

export const ID_VERIFICATION_JOBS = { sandboxDecision: 'id-verification.sandbox-decision' } as const;

/**
 * Identity checks of intakes: `submit` sends the patient's ID document and selfie (two uploads of the tenant,
 * images) to the identity service and records a pending check; the decision (sandbox job after its delay, or a
 * real service's webhook) goes through `applyDecision`. A patient may try again: the latest check counts.
 */
@Injectable()
export class IdVerificationService implements OnModuleInit {
  private readonly logger = new Logger('IdVerification');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    @Inject(ID_VERIFICATION_PROVIDER) private readonly provider: IdVerificationProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.work<DecisionJob>(ID_VERIFICATION_JOBS.sandboxDecision, async ({ data }) => {
      if (!(this.provider instanceof SandboxIdVerificationProvider)) return;
      const images = await this.imagesOf(data);
      if (images) await this.applyDecision(data, this.provider.decide(images));
    });
  }

  /**
   * Starts a check for the caller's own unpaid intake: an order of another customer (or of a customer who is not
   * logged in) is refused by the order access rule, and a paid order is 409 — the check belongs to the intake,
   * before payment, so nobody can run checks, or replace the patient's, on an order that is already a sale.
   */
  async submit(
    tenantId: number,
    body: VerificationRequest,
    caller: OrderCaller,
  ): Promise<VerificationResponse> {
    // Whose ID and face these are is the patient's to show: staff acting as them may not say who the patient is.
    if (caller.agentId !== null) {
      throw new MasqueradeException('MASQUERADE_REFUSED', { kind: 'identity-check' });
    }
    const order = await this.dataSource
      .getRepository(OrderEntity)
      .findOneBy({ tenantId, created: body.created });
    if (!order) throw new NotFoundException(`No order for created ${body.created}`);
    assertMayActOnOrder(order, caller);
    if (order.paidAt !== null) {
      throw new OrderException(
        'ORDER_PAID',
        order.id,
        'identity checks are part of the intake, before payment',
      );
    }
    const uploads = await this.dataSource
      .getRepository(UploadEntity)
      .findBy({ tenantId, id: In([body.idFileId, body.selfieFileId]) });
    const byId = new Map(uploads.map((upload) => [upload.id, upload]));
    const image = (fileId: string, what: string) => {
      const upload = byId.get(fileId);
      if (!upload) throw new UnprocessableEntityException(`Unknown ${what} file: ${fileId}`);
      if (!upload.contentType.startsWith('image/')) {
        throw new UnprocessableEntityException(`The ${what} must be a photo, not ${upload.contentType}`);
      }
      return { fileId, name: upload.originalName, contentType: upload.contentType };
    };
    const images: IdImages = {
      id: image(body.idFileId, 'ID document'),
      selfie: image(body.selfieFileId, 'selfie'),
    };
    const { jobId } = await this.provider.submit(images);

    const row = await this.dataSource.transaction(async (manager) => {
      const saved = await manager.save(
        manager.create(IdVerificationEntity, {
          tenantId,
          orderId: order.id,
          idUploadId: body.idFileId,
          selfieUploadId: body.selfieFileId,
          provider: this.provider.name,
          providerJobId: jobId,
        }),
      );
      if (this.provider instanceof SandboxIdVerificationProvider) {
        await this.jobs.send(
          ID_VERIFICATION_JOBS.sandboxDecision,
          { tenantId, verificationId: saved.id } satisfies DecisionJob,
          { startAfterSeconds: this.config.integrations.sandboxDecisionDelaySeconds, transaction: manager },
        );
      }
      return saved;
    });
    this.jobs.wake(ID_VERIFICATION_JOBS.sandboxDecision);
    return toResponse(row);
  }

  /** The latest identity check of an intake, for those who may read the order (the order access rule). */
  async latest(tenantId: number, created: string, caller: OrderCaller): Promise<VerificationResponse> {
    const order = await this.dataSource.getRepository(OrderEntity).findOneBy({ tenantId, created });
    if (!order) throw new NotFoundException(`No identity check for created ${created}`);
    assertMayReadOrder(order, caller);
    const row = await this.dataSource
      .getRepository(IdVerificationEntity)
      .createQueryBuilder('v')
      .where('v.tenant_id = :tenantId AND v.order_id = :orderId', { tenantId, orderId: order.id })
      .orderBy('v.created_at', 'DESC')
      .getOne();
    if (!row) throw new NotFoundException(`No identity check for created ${created}`);
    return toResponse(row);
  }

  /** Records the identity service's decision; a check already decided is left as it is. */
  async applyDecision({ tenantId, verificationId }: DecisionJob, decision: IdDecision): Promise<void> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(IdVerificationEntity)
      .set({
        status: decision.status,
        reason: decision.status === 'failed' ? decision.reason : null,
        decidedAt: () => 'now()',
      })
      .where(`id = :verificationId AND tenant_id = :tenantId AND status = 'pending'`, {
        verificationId,
        tenantId,
      })
      .execute();
    if (result.affected) this.logger.log(`identity check ${verificationId}: ${decision.status}`);
  }

  private async imagesOf({ tenantId, verificationId }: DecisionJob): Promise<IdImages | null> {
    const row = await this.dataSource.getRepository(IdVerificationEntity).findOne({
      where: { id: verificationId, tenantId },
      relations: { idUpload: true, selfieUpload: true },
    });
    if (!row?.idUpload || !row.selfieUpload || row.status !== 'pending') return null;
    const image = (upload: UploadEntity) => ({
      fileId: upload.id,
      name: upload.originalName,
      contentType: upload.contentType,
    });
    return { id: image(row.idUpload), selfie: image(row.selfieUpload) };
  }
}

function toResponse(row: IdVerificationEntity): VerificationResponse {
  return {
    verificationId: row.id,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
