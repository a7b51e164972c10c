/**
 * Reads a support message's body: JSON, or multipart with the text fields and up to three files. A PDF
 * or Word file passes the resume upload checks (type by structure, active content, polyglots); a
 * PNG or JPEG screenshot is accepted by its signature. Accepted files are stored under `support/`.
 */
import { SUPPORT_MAX_ATTACHMENTS, SUPPORT_MAX_ATTACHMENT_BYTES } from '@hirebase/shared';
import type { SupportAttachment } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { bufferPart, readMultipart, type BufferedPart } from '../../lib/multipart';
import { storageKey, type Storage } from '../../providers/storage';
import { checkAndStore } from '../ingestion/receive-upload';
import { displayFileName } from '../ingestion/file-safety';

export type ReceivedMessage = { fields: Record<string, unknown>; attachments: SupportAttachment[] };

const IMAGE_SIGNATURES: { type: string; bytes: number[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

function imageType(bytes: Uint8Array): string | null {
  return IMAGE_SIGNATURES.find((s) => s.bytes.every((b, i) => bytes[i] === b))?.type ?? null;
}

const refused = (index: number, message: string) =>
  new AppError('validation_failed', message, [{ path: `attachments.${index}`, message }]);

export async function receiveMessage(
  request: Request,
  { orgId, storage }: { orgId: string; storage: Storage },
): Promise<ReceivedMessage> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    let fields: unknown;
    try {
      fields = await request.json();
    } catch {
      throw new AppError('bad_request', 'The body is not valid JSON');
    }
    return { fields: (fields && typeof fields === 'object' ? fields : {}) as Record<string, unknown>, attachments: [] };
  }
  const fields: Record<string, string> = {};
  const files: Promise<{ fileName: string; part: BufferedPart }>[] = [];
  let tooMany = false;
  await readMultipart(request, {
    limits: {
      files: SUPPORT_MAX_ATTACHMENTS,
      fileSize: SUPPORT_MAX_ATTACHMENT_BYTES,
      fields: 10,
      fieldSize: 20_000,
      parts: 20,
    },
    onField: (name, value) => {
      fields[name] = value;
    },
    onFilesLimit: () => {
      tooMany = true;
    },
    onFile: ({ field, fileName, stream }) => {
      if (field !== 'attachments') {
        stream.resume();
        return;
      }
      files.push(bufferPart(stream).then((part) => ({ fileName: fileName || 'file', part })));
    },
  });
  const received = (await Promise.all(files)).filter((f) => f.part.bytes.byteLength > 0);
  if (tooMany) throw refused(SUPPORT_MAX_ATTACHMENTS, `Attach at most ${SUPPORT_MAX_ATTACHMENTS} files.`);
  const stored: SupportAttachment[] = [];
  try {
    for (const [i, { fileName, part }] of received.entries()) {
      if (part.outcome === 'too_large') throw refused(i, `${displayFileName(fileName)} is larger than 5 MB.`);
      if (part.outcome === 'aborted') throw new AppError('bad_request', 'The file did not arrive completely.');
      const image = imageType(part.bytes);
      if (image) {
        const key = storageKey(orgId, 'support');
        await storage.put(key, part.bytes);
        stored.push({
          id: newId(),
          file_name: displayFileName(fileName),
          content_type: image,
          size: part.bytes.byteLength,
          storage_key: key,
        });
        continue;
      }
      const checked = await checkAndStore({ fileName, bytes: part.bytes, orgId, storage, prefix: 'support' });
      if (!checked.ok)
        throw refused(i, `${checked.fileName}: ${checked.error} Attach a PDF, a Word file, or a PNG or JPEG image.`);
      const contentType =
        checked.kind === 'pdf'
          ? 'application/pdf'
          : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
      stored.push({
        id: newId(),
        file_name: checked.fileName,
        content_type: contentType,
        size: checked.size,
        storage_key: checked.storageKey,
      });
    }
  } catch (err) {
    await Promise.all(stored.map((f) => storage.remove(f.storage_key)));
    throw err;
  }
  return { fields, attachments: stored };
}
