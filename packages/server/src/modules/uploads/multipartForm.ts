import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

import type { FastifyRequest } from 'fastify';

import { ApiError, BadRequestError } from '../../errors.js';

export interface UploadedFile {
  /** Where the upload was written on the server. */
  path: string;
  /** The name the client gave it (its extension picks the reader). */
  filename: string;
}

/** A multipart upload request: its text fields and its file, written to a folder of its own. */
export interface UploadForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
  /** Scratch folder for this request (the file, unpacked zips, spilled staging data). */
  dir: string;
  /** Deletes the folder and everything in it. */
  dispose(): Promise<void>;
}

const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 1024 * 1024;
/** RFC 2046: a boundary is 1 to 70 characters; busboy throws (a 500) on none, an empty or a long one. */
const BOUNDARY = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i;
const MAX_BOUNDARY = 70;
/** What busboy says of a body that ends before its closing boundary (or has none). */
export const TRUNCATED_BODY = /unexpected end of multipart data/i;

export function hasValidBoundary(contentType: string): boolean {
  const match = BOUNDARY.exec(contentType);
  const boundary = match?.[1] ?? match?.[2] ?? '';
  return boundary.length > 0 && boundary.length <= MAX_BOUNDARY;
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, {
    message: `The file is larger than the upload limit of ${Math.round(maxBytes / 1048576)} MB.`,
  });
}

/**
 * Reads a multipart/form-data request part by part, streaming the `file` part to disk (never holding
 * it in memory) and stopping at `maxBytes`. Fields may come before or after the file. The caller
 * disposes of the form when done; a failure here disposes of it at once.
 */
export async function readUploadForm(
  request: FastifyRequest,
  root: string,
  maxBytes: number,
): Promise<UploadForm> {
  if (!request.isMultipart()) throw new BadRequestError('The request must be multipart/form-data.');
  if (!hasValidBoundary(request.headers['content-type'] ?? '')) {
    throw new BadRequestError(
      'The multipart/form-data request has no valid boundary in its Content-Type header.',
    );
  }
  const dir = path.join(root, randomUUID());
  await mkdir(dir, { recursive: true });
  const form: UploadForm = {
    fields: {},
    file: null,
    dir,
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      } else if (part.fieldname === 'file') {
        const target = path.join(dir, 'upload');
        await pipeline(part.file, createWriteStream(target));
        if (part.file.truncated) throw tooLarge(maxBytes);
        form.file = { path: target, filename: part.filename };
      } else {
        part.file.resume();
      }
    }
    return form;
  } catch (error) {
    await form.dispose();
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (code === 'FST_FILES_LIMIT') throw new BadRequestError('Send one file per upload.');
    if (code === undefined && error instanceof Error && TRUNCATED_BODY.test(error.message)) {
      throw new BadRequestError('The multipart/form-data body is malformed or ends early.');
    }
    throw error;
  }
}
