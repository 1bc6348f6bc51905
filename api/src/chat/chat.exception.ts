import { HttpStatus } from '@nestjs/common';

import { exceptionOf, type ErrorTable } from '../common/exceptions/api.exception.js';

/** The errors of the chat module. */
const CHAT_ERRORS = {
  // The same answer for a file that does not exist and one of another user: it confirms nothing about the latter.
  CHAT_ATTACHMENT_UNKNOWN: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    message: (fileId: string) => `Unknown file: ${fileId} (attach files you uploaded yourself)`,
  },
} as const satisfies ErrorTable;

/** An error of the chat: `throw new ChatException('CHAT_ATTACHMENT_UNKNOWN', fileId)`. */
export class ChatException extends exceptionOf(CHAT_ERRORS) {}
