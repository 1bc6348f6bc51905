import { HttpException, type HttpStatus } from '@nestjs/common';
import type { ErrorCode, SchemaIssue } from '@telehealth/schemas';

/** What the API answers for one error code: the HTTP status, and the message built from the thrower's details. */
export interface ErrorEntry {
  readonly status: HttpStatus;
  // The details differ per code; ErrorArgs keeps each call site typed.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly message: (...details: any[]) => string;
}

/**
 * A module's error codes, each with its status and message. Each module's `<module>.exception.ts` holds one such
 * table (`as const satisfies ErrorTable`) and an exception class over it, so a code is written once, beside its
 * status and message, and every code is one of the schemas' ErrorCode enum.
 */
export type ErrorTable = { readonly [K in ErrorCode]?: ErrorEntry };

/** The arguments of a module's exception: a code of its table, then that code's message details. */
export type ErrorArgs<T extends ErrorTable> = {
  [K in keyof T & ErrorCode]: [code: K, ...details: Parameters<NonNullable<T[K]>['message']>];
}[keyof T & ErrorCode];

/** An error with its code, status and message, as a module's table describes it. */
export interface ErrorDescription {
  code: ErrorCode;
  status: HttpStatus;
  message: string;
  /** On a refused request: one issue per offending field. */
  errors?: readonly SchemaIssue[];
}

/** The description a module's table gives a code and its details. */
export function describeError<T extends ErrorTable>(
  table: T,
  [code, ...details]: ErrorArgs<T>,
): ErrorDescription {
  const entry = table[code] as ErrorEntry;
  return { code, status: entry.status, message: entry.message(...details) };
}

/**
 * An error the API answers with a code: `{statusCode, error, code, message, errors?}` (AllExceptionsFilter), plus
 * the fields of a richer error body where the route contract names one (the draft's current revision of a flow
 * draft conflict). Modules throw their own subclass (OrderException, CheckoutException, ...), which takes a code
 * of the module's table and that code's details: `throw new OrderException('ORDER_PAID', order.id)`.
 */
export abstract class ApiException extends HttpException {
  readonly code: ErrorCode;
  readonly errors: readonly SchemaIssue[] | undefined;
  /** Fields of the error body beyond the common ones. */
  readonly details: Readonly<Record<string, unknown>>;

  protected constructor(
    { code, status, message, errors }: ErrorDescription,
    details: Readonly<Record<string, unknown>> = {},
  ) {
    super({ message, code, ...(errors ? { errors } : {}) }, status);
    this.code = code;
    this.errors = errors;
    this.details = details;
  }
}

/**
 * The exception class of a module's error table: `export class OrderException extends exceptionOf(ORDER_ERRORS) {}`
 * takes a code of the table and that code's details (`new OrderException('ORDER_PAID', order.id)`).
 */
export function exceptionOf<T extends ErrorTable>(table: T): new (...args: ErrorArgs<T>) => ApiException {
  return class extends ApiException {
    constructor(...args: ErrorArgs<T>) {
      super(describeError(table, args));
    }
  };
}
