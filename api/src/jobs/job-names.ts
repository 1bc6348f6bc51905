/**
 * The names of the queued jobs one module queues and another works, each declared once: a job sent under a name
 * no worker registers would wait in the queue forever.
 */

/** Create the clinician visit of a paid order (queued by checkout and by releasing a review flag). */
export const CLINICIAN_VISIT_JOB = 'clinician.create-visit';

/** Record a paid order's sale in the order management system, which makes a subscription's recurring order. */
export const CRM_SALE_JOB = 'crm.record-sale';
