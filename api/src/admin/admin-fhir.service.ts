import type { Readable } from 'node:stream';

import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { asOfDay } from '@telehealth/engine';
import {
  FHIR_BASE,
  intakeToQuestionnaireResponse,
  type Bundle,
  type FhirAttachment,
  type FhirReference,
  type QuestionnaireResponse,
} from '@telehealth/engine/fhir';
import type { FlowVersion, StartData, UploadedFile } from '@telehealth/schemas';
import { In, Repository } from 'typeorm';

import { FlowVersionsService } from '../flow/flow-versions.service.js';
import { FollowupVisitEntity } from '../followup/followup-visit.entity.js';
import { IntakeEventEntity } from '../order/intake-event.entity.js';
import { OrderEntity } from '../order/order.entity.js';
import { UploadEntity } from '../upload/upload.entity.js';
import { UploadService } from '../upload/upload.service.js';

/**
 * Files up to this size travel inside the QuestionnaireResponse (`Attachment.data`, base64); larger ones as a link to
 * the staff file route, so an order's export stays a few MB however many photos it holds.
 */
export const FHIR_INLINE_MAX_BYTES = 1024 * 1024;

/** A stored file of an order, to be served to staff. */
export interface OrderFile {
  row: UploadEntity;
  stream: Readable;
}

/**
 * An order's answers as FHIR R4 for staff: the intake and every follow-up visit as QuestionnaireResponses of their
 * flow versions' Questionnaires (the engine's mapping), uploaded files inline or linked; and the files themselves
 * at an address that does not expire. Every query is scoped to the tenant.
 */
@Injectable()
export class AdminFhirService {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(IntakeEventEntity) private readonly events: Repository<IntakeEventEntity>,
    @InjectRepository(FollowupVisitEntity) private readonly visits: Repository<FollowupVisitEntity>,
    @InjectRepository(UploadEntity) private readonly uploads: Repository<UploadEntity>,
    private readonly flows: FlowVersionsService,
    private readonly files: UploadService,
  ) {}

  /**
   * The Bundle (collection) of the order's QuestionnaireResponses: its intake, then its follow-up visits oldest
   * first. `origin` (`https://host`) makes the files' links absolute. Answers the order's customer for the audit.
   */
  async orderBundle(
    tenantId: number,
    orderId: number,
    origin: string,
  ): Promise<{ bundle: Bundle<QuestionnaireResponse>; userId: number | null }> {
    const order = await this.findOrder(tenantId, orderId);
    const [lastEvent, visits] = await Promise.all([
      this.events.findOne({ where: { tenantId, orderId }, order: { id: 'DESC' } }),
      this.visits.find({ where: { tenantId, orderId }, order: { submittedAt: 'ASC', id: 'ASC' } }),
    ]);
    const attachment = await this.attachments(
      tenantId,
      order.id,
      [order.startData, ...visits.map((v) => v.answers)],
      origin,
    );
    const flowOf = new Map<string, Promise<FlowVersion>>();
    const flow = (flowVersionId: string) => {
      let found = flowOf.get(flowVersionId);
      if (!found) {
        found = this.flows.row(tenantId, flowVersionId).then((row) => {
          if (!row) throw new Error(`Order ${orderId} names flow version ${flowVersionId}, which is missing`);
          return row.document;
        });
        flowOf.set(flowVersionId, found);
      }
      return found;
    };
    const subject: FhirReference | undefined =
      order.userId === null
        ? undefined
        : {
            identifier: { system: `${FHIR_BASE}/tenant-${tenantId}/patient`, value: String(order.userId) },
            ...(order.shipping
              ? { display: `${order.shipping.firstName} ${order.shipping.lastName}`.trim() }
              : {}),
          };

    const responses: QuestionnaireResponse[] = [
      intakeToQuestionnaireResponse(await flow(order.flowVersionId), order.startData, {
        id: `order-${order.id}`,
        identifier: { system: `${FHIR_BASE}/tenant-${tenantId}/intake`, value: order.created },
        asOf: asOfDay(order.createdAt),
        authored: (lastEvent?.occurredAt ?? order.updatedAt).toISOString(),
        ...(subject ? { subject } : {}),
        attachment,
      }),
    ];
    for (const visit of visits) {
      responses.push(
        intakeToQuestionnaireResponse(await flow(visit.flowVersionId), visit.answers, {
          id: `followup-${visit.id}`,
          identifier: { system: `${FHIR_BASE}/tenant-${tenantId}/followup-visit`, value: visit.id },
          asOf: asOfDay(visit.submittedAt),
          authored: visit.submittedAt.toISOString(),
          ...(subject ? { subject } : {}),
          attachment,
        }),
      );
    }
    return {
      userId: order.userId,
      bundle: {
        resourceType: 'Bundle',
        id: `order-${order.id}-responses`,
        type: 'collection',
        timestamp: new Date().toISOString(),
        entry: responses.map((resource) => ({
          fullUrl: `${FHIR_BASE}/QuestionnaireResponse/${resource.id as string}`,
          resource,
        })),
      },
    };
  }

  /**
   * A file of the order: uploaded for it, or named by its answers or its follow-up answers. 404 for another
   * order's or tenant's file, and when its bytes are missing.
   */
  async orderFile(
    tenantId: number,
    orderId: number,
    fileId: string,
  ): Promise<OrderFile & { userId: number | null }> {
    const order = await this.findOrder(tenantId, orderId);
    const notFound = () => new NotFoundException(`Order ${orderId} has no file ${fileId}`);
    const row = await this.uploads.findOneBy({ tenantId, id: fileId });
    if (!row) throw notFound();
    if (row.orderId !== order.id) {
      const visits = await this.visits.find({
        where: { tenantId, orderId },
        select: { id: true, answers: true },
      });
      const named = [order.startData, ...visits.map((v) => v.answers)].some((answers) =>
        filesOf(answers).some((file) => file.fileId === fileId),
      );
      if (!named) throw notFound();
    }
    const stream = await this.files.stream(row);
    if (!stream) throw notFound();
    return { row, stream, userId: order.userId };
  }

  /** How each uploaded file of the answers is carried: bytes inline up to FHIR_INLINE_MAX_BYTES, else a link. */
  private async attachments(
    tenantId: number,
    orderId: number,
    answers: StartData[],
    origin: string,
  ): Promise<(file: UploadedFile) => FhirAttachment> {
    const ids = [...new Set(answers.flatMap(filesOf).map((file) => file.fileId))].filter(isUuid);
    const rows = ids.length === 0 ? [] : await this.uploads.findBy({ tenantId, id: In(ids) });
    const byId = new Map(rows.map((row) => [row.id, row]));
    const inline = new Map<string, string>();
    for (const row of rows) {
      if (row.size > FHIR_INLINE_MAX_BYTES) continue;
      const stream = await this.files.stream(row);
      if (stream) inline.set(row.id, (await readAll(stream)).toString('base64'));
    }
    return (file) => {
      const row = byId.get(file.fileId);
      if (!row) return { contentType: file.contentType, title: file.name, size: file.size };
      const data = inline.get(row.id);
      return {
        contentType: row.contentType,
        title: row.originalName,
        size: row.size,
        creation: row.createdAt.toISOString(),
        ...(data === undefined ? { url: `${origin}/api/admin/orders/${orderId}/files/${row.id}` } : { data }),
      };
    };
  }

  private async findOrder(tenantId: number, orderId: number): Promise<OrderEntity> {
    const order = await this.orders.findOneBy({ tenantId, id: orderId });
    if (!order) throw new NotFoundException(`Unknown order: ${orderId}`);
    return order;
  }
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** The uploaded files among answers (file upload answers are lists of UploadedFile). */
function filesOf(answers: StartData): UploadedFile[] {
  return Object.values(answers).flatMap((entry) =>
    Array.isArray(entry?.value)
      ? entry.value.filter(
          (file): file is UploadedFile =>
            typeof file === 'object' && file !== null && typeof file.fileId === 'string',
        )
      : [],
  );
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}
