/**
 * Reads an application's multipart body: the text fields (names may repeat, for multiple-choice
 * answers) and the one resume file, held in memory up to the upload cap. Nothing is stored here.
 */
import { MAX_UPLOAD_BYTES, fileMessages } from '@hirebase/shared';
import { AppError } from '../../lib/app-error';
import { bufferPart, readMultipart } from '../../lib/multipart';
import type { FormFields } from './apply-form';

export type ReceivedApplication = { fields: FormFields; resume: { fileName: string; bytes: Uint8Array } | null };

const FIELD_BYTES = 12 * 1024;

export function receiveApplication(request: Request): Promise<ReceivedApplication> {
  return receiveResumeForm(request, { fields: 80, fieldSize: FIELD_BYTES, parts: 90 });
}

/**
 * A multipart form with text fields and one `resume` file (a talent-scout submission is one too): the
 * file held in memory up to the upload cap, a part past it or cut short refused with its reason.
 */
export async function receiveResumeForm(request: Request, limits: { fields: number; fieldSize: number; parts: number }): Promise<ReceivedApplication> {
  const fields: FormFields = {};
  let resume: Promise<{ fileName: string; bytes: Uint8Array; outcome: string }> | null = null;
  await readMultipart(request, {
    limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, ...limits },
    onField: (name, value) => {
      (fields[name] ??= []).push(value);
    },
    onFile: ({ field, fileName, stream }) => {
      if (field !== 'resume' || resume) {
        stream.resume();
        return;
      }
      resume = bufferPart(stream).then((part) => ({ fileName: fileName || 'resume', bytes: part.bytes, outcome: part.outcome }));
    },
  });
  const file = await (resume as Promise<{ fileName: string; bytes: Uint8Array; outcome: string }> | null);
  if (file?.outcome === 'too_large') throw new AppError('payload_too_large', fileMessages.tooLarge(MAX_UPLOAD_BYTES), [{ path: 'resume', message: 'The file is larger than 10 MB.' }]);
  if (file?.outcome === 'aborted') throw new AppError('bad_request', 'The file did not arrive completely.');
  return { fields, resume: file && file.bytes.byteLength > 0 ? { fileName: file.fileName, bytes: file.bytes } : null };
}
