import { AuditLogEntity } from '../audit/audit-log.entity.js';
import { MasqueradeSessionEntity } from '../auth/masquerade-session.entity.js';
import { PasswordRecoverRequestEntity, PasswordResetTokenEntity } from '../auth/password-reset.entity.js';
import { ChatAttachmentEntity } from '../chat/chat-attachment.entity.js';
import { ChatMessageEntity } from '../chat/chat-message.entity.js';
import { ChatThreadEntity } from '../chat/chat-thread.entity.js';
import { OrderClaimEntity } from '../checkout/order-claim.entity.js';
import { ReviewFlagEntity } from '../clinical-review/review-flag.entity.js';
import { CreateFoundation1795387600000 } from '../database/migrations/1795387600000-CreateFoundation.js';
import { CreateLoginAttempts1795393415000 } from '../database/migrations/1795393415000-CreateLoginAttempts.js';
import { CreateOrders1795399000000 } from '../database/migrations/1795399000000-CreateOrders.js';
import { CreateAuditLog1795400100000 } from '../database/migrations/1795400100000-CreateAuditLog.js';
import { CreateOutboundEmailsAndResetTokens1795400200000 } from '../database/migrations/1795400200000-CreateOutboundEmailsAndResetTokens.js';
import { CreateUploads1795400300000 } from '../database/migrations/1795400300000-CreateUploads.js';
import { AddFlowDrafts1795400400000 } from '../database/migrations/1795400400000-AddFlowDrafts.js';
import { CreateAccountTables1795400500000 } from '../database/migrations/1795400500000-CreateAccountTables.js';
import { CreateIdVerifications1795400700000 } from '../database/migrations/1795400700000-CreateIdVerifications.js';
import { CreatePaymentLedger1795401000000 } from '../database/migrations/1795401000000-CreatePaymentLedger.js';
import { CreateOrderClaims1795401010000 } from '../database/migrations/1795401010000-CreateOrderClaims.js';
import { StoreUploadsInPostgres1795401200000 } from '../database/migrations/1795401200000-StoreUploadsInPostgres.js';
import { CreateClinicalReviewFlags1795401400000 } from '../database/migrations/1795401400000-CreateClinicalReviewFlags.js';
import { AddTenantSiteContent1795402600000 } from '../database/migrations/1795402600000-AddTenantSiteContent.js';
import { MakeOutboundEmailsAnOutbox1795403100000 } from '../database/migrations/1795403100000-MakeOutboundEmailsAnOutbox.js';
import { AuthoriseThenCapture1795403200000 } from '../database/migrations/1795403200000-AuthoriseThenCapture.js';
import { AddUserProfile1795403300000 } from '../database/migrations/1795403300000-AddUserProfile.js';
import { AddChatAttachments1795403400000 } from '../database/migrations/1795403400000-AddChatAttachments.js';
import { AddCancellationFlows1795403500000 } from '../database/migrations/1795403500000-AddCancellationFlows.js';
import { AddFollowupCycles1795403600000 } from '../database/migrations/1795403600000-AddFollowupCycles.js';
import { AddPasswordLinkPurpose1795403700000 } from '../database/migrations/1795403700000-AddPasswordLinkPurpose.js';
import { AddOutboundEmailClaimedAt1795403700100 } from '../database/migrations/1795403700100-AddOutboundEmailClaimedAt.js';
import { AddUserDeactivation1795404100000 } from '../database/migrations/1795404100000-AddUserDeactivation.js';
import { AddPaymentRequestedBy1795404100100 } from '../database/migrations/1795404100100-AddPaymentRequestedBy.js';
import { AddAuditMasqueradeSession1795404200000 } from '../database/migrations/1795404200000-AddAuditMasqueradeSession.js';
import { KeyTenantTablesByTenant1795404300000 } from '../database/migrations/1795404300000-KeyTenantTablesByTenant.js';
import { AddOrderClinicianFlags1795404400000 } from '../database/migrations/1795404400000-AddOrderClinicianFlags.js';
import { AddUserTokenVersion1795404500000 } from '../database/migrations/1795404500000-AddUserTokenVersion.js';
import { CreateMasqueradeSessions1795404500100 } from '../database/migrations/1795404500100-CreateMasqueradeSessions.js';
import type { DatabaseOptions } from '../database/database.module.js';
import { PostgresNamingStrategy } from '../database/postgres-naming.strategy.js';
import { TypeOrmNestLogger } from '../database/typeorm-logger.js';
import { OutboundEmailEntity } from '../email/outbound-email.entity.js';
import { FlowVersionEntity } from '../flow/flow-version.entity.js';
import { FollowupReminderEntity } from '../followup/followup-reminder.entity.js';
import { FollowupVisitEntity } from '../followup/followup-visit.entity.js';
import { IdVerificationEntity } from '../integrations/id-verification/id-verification.entity.js';
import { PaymentEntity } from '../integrations/payment/payment.entity.js';
import { SandboxGatewayOperationEntity } from '../integrations/payment/sandbox-gateway-operation.entity.js';
import { IntakeEventEntity } from '../order/intake-event.entity.js';
import { OrderEntity } from '../order/order.entity.js';
import { ProductEntity } from '../product/product.entity.js';
import { StateEntity } from '../state/state.entity.js';
import { SubscriptionEventEntity } from '../subscription/subscription-event.entity.js';
import { TenantHostEntity } from '../tenant/tenant-host.entity.js';
import { TenantEntity } from '../tenant/tenant.entity.js';
import { UploadEntity } from '../upload/upload.entity.js';
import { UserEntity } from '../user/user.entity.js';

/** Every entity, listed by hand: a new entity is added here. */
export const entities = [
  TenantEntity,
  TenantHostEntity,
  StateEntity,
  ProductEntity,
  FlowVersionEntity,
  UserEntity,
  OrderEntity,
  IntakeEventEntity,
  AuditLogEntity,
  OutboundEmailEntity,
  PasswordResetTokenEntity,
  PasswordRecoverRequestEntity,
  SubscriptionEventEntity,
  ChatThreadEntity,
  ChatMessageEntity,
  ChatAttachmentEntity,
  FollowupVisitEntity,
  FollowupReminderEntity,
  UploadEntity,
  IdVerificationEntity,
  PaymentEntity,
  SandboxGatewayOperationEntity,
  OrderClaimEntity,
  ReviewFlagEntity,
  MasqueradeSessionEntity,
];

/** Every migration, oldest first: a new migration is added here. */
export const migrations = [
  CreateFoundation1795387600000,
  CreateLoginAttempts1795393415000,
  CreateOrders1795399000000,
  CreateAuditLog1795400100000,
  CreateOutboundEmailsAndResetTokens1795400200000,
  CreateUploads1795400300000,
  AddFlowDrafts1795400400000,
  CreateAccountTables1795400500000,
  CreateIdVerifications1795400700000,
  CreatePaymentLedger1795401000000,
  CreateOrderClaims1795401010000,
  StoreUploadsInPostgres1795401200000,
  CreateClinicalReviewFlags1795401400000,
  AddTenantSiteContent1795402600000,
  MakeOutboundEmailsAnOutbox1795403100000,
  AuthoriseThenCapture1795403200000,
  AddUserProfile1795403300000,
  AddChatAttachments1795403400000,
  AddCancellationFlows1795403500000,
  AddFollowupCycles1795403600000,
  AddPasswordLinkPurpose1795403700000,
  AddOutboundEmailClaimedAt1795403700100,
  AddUserDeactivation1795404100000,
  AddPaymentRequestedBy1795404100100,
  AddAuditMasqueradeSession1795404200000,
  KeyTenantTablesByTenant1795404300000,
  AddOrderClinicianFlags1795404400000,
  AddUserTokenVersion1795404500000,
  CreateMasqueradeSessions1795404500100,
];

/**
 * The one set of TypeORM options, used by the application (DatabaseModule), the TypeORM CLI (data-source.ts) and
 * the replay command. The only module that knows every entity, so that no feature folder imports another through
 * the database.
 */
export function dataSourceOptions(url: string): DatabaseOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsTableName: 'migrations',
    namingStrategy: new PostgresNamingStrategy(),
    // Each migration in its own transaction: a failure leaves the earlier ones applied and recorded.
    migrationsTransactionMode: 'each',
    // Schema changes only ever happen through migrations, which the application runs at start-up.
    synchronize: false,
    migrationsRun: false,
    logger: new TypeOrmNestLogger(['error', 'warn', 'migration']),
    maxQueryExecutionTime: 1000,
    poolSize: 10,
    // A database host that takes no connection (down, or its packets dropped) fails a request's connect after 10 s,
    // which answers 503, instead of holding the request until the operating system gives up.
    connectTimeoutMS: 10_000,
    applicationName: 'telehealth-api',
  };
}
