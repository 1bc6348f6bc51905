import '@fastify/multipart';

import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';

import { BadRequestException, HttpException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import type { IncomingFile } from '../upload.service.js';

/** Limits of the multipart parser: one file in field `file`; anything beyond is refused while parsing. */
export function multipartLimits(maxBytes: number) {
  return { fileSize: maxBytes, files: 2, fields: 1, parts: 3, fieldSize: 1024, headerPairs: 100 };
}

/**
 * Reads the one file of a multipart/form-data request, from the form field `file`. 400 for a request that is not
 * multipart, has no file, a second file or any other field, or is malformed; 413 `File is larger than 10 MB`
 * when the file exceeds `maxBytes` (reading stops there: nothing larger is held in memory).
 */
export async function readSingleFile(request: FastifyRequest, maxBytes: number): Promise<IncomingFile> {
  if (!request.isMultipart()) {
    throw new BadRequestException(
      'Upload must be a multipart/form-data request with the file in field "file"',
    );
  }
  let file: IncomingFile | undefined;
  // A refused part is read to its end rather than left half-read: the client gets its answer after sending, and
  // the connection stays usable (a request body left unread would hold it open). The limits bound that work.
  let refusal: BadRequestException | undefined;
  try {
    for await (const part of request.parts({ limits: multipartLimits(maxBytes) })) {
      const problem =
        part.type !== 'file'
          ? `Unexpected form field "${part.fieldname}": send only the file, in field "file"`
          : part.fieldname !== 'file'
            ? `Unexpected file field "${part.fieldname}": send the file in field "file"`
            : file || refusal
              ? 'Send exactly one file: the form has more than one'
              : undefined;
      if (problem !== undefined || part.type !== 'file') {
        refusal ??= new BadRequestException(problem);
        if (part.type === 'file') await discard(part.file);
        continue;
      }
      file = { bytes: await part.toBuffer(), filename: part.filename };
    }
  } catch (error) {
    throw multipartError(error, maxBytes);
  }
  if (refusal) throw refusal;
  if (!file) throw new BadRequestException('No file: send one file in the form field "file"');
  return file;
}

/** Turns an error met while reading a multipart body into the HTTP answer (never a 500). */
export function multipartError(error: unknown, maxBytes: number): HttpException {
  if (error instanceof HttpException) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpException(`File is larger than ${formatMegabytes(maxBytes)} MB`, 413);
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new BadRequestException('Send exactly one file, in the form field "file"');
  }
  const message = error instanceof Error ? error.message : String(error);
  return new BadRequestException(`Malformed multipart body: ${message}`);
}

/** 10485760 → '10', 1572864 → '1.5'. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return Number.isInteger(megabytes)
    ? String(megabytes)
    : String(Math.max(Math.round(megabytes * 10) / 10, 0.1));
}

async function discard(stream: Readable): Promise<void> {
  stream.resume();
  await finished(stream);
}
