import { ACCEPTED_UPLOAD_TYPES, FILE_ID_LENGTH, fileMessages, MAX_FILES_PER_DROP, MAX_UPLOAD_BYTES, MESSAGES } from '@hirebase/shared';
import type { FileRejection } from 'react-dropzone';

/** SPEC §3 selected file: the file plus a random id of FILE_ID_LENGTH characters. */
export type SelectedFile = { id: string; file: File };

/** The server refuses bigger files (QUALITY security 8); refusing them here saves the transfer. */
export { MAX_UPLOAD_BYTES };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomFileId(length = FILE_ID_LENGTH): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

/** ".pdf, .docx", for the type rejection message and the dropzone hint. */
export const acceptedExtensions = Object.values(ACCEPTED_UPLOAD_TYPES).flat().join(', ');

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Adds accepted files to the selection: each gets a fresh id, a file already selected is not
 * added twice, and the selection never grows past MAX_FILES_PER_DROP (one upload is one drop).
 */
export function addFiles(selected: SelectedFile[], accepted: File[]): { files: SelectedFile[]; error: string | null } {
  const fresh = accepted.filter((file, i) => !selected.some((s) => sameFile(s.file, file)) && accepted.findIndex((f) => sameFile(f, file)) === i);
  if (selected.length + fresh.length > MAX_FILES_PER_DROP) return { files: selected, error: MESSAGES.tooManyFiles };
  return { files: [...selected, ...fresh.map((file) => ({ id: randomFileId(), file }))], error: null };
}

/** One message per kind of rejection, in the SPEC §5 wording. */
export function rejectionMessages(rejections: readonly Pick<FileRejection, 'errors'>[]): string[] {
  const codes = new Set(rejections.flatMap((r) => r.errors.map((e) => e.code)));
  if (codes.has('too-many-files')) return [MESSAGES.tooManyFiles];
  const messages: string[] = [];
  if (codes.has('file-invalid-type')) messages.push(fileMessages.invalidType(`one of ${acceptedExtensions}`));
  if (codes.has('file-too-large')) messages.push(fileMessages.tooLarge(MAX_UPLOAD_BYTES));
  if (codes.has('file-too-small')) messages.push(fileMessages.tooSmall(1));
  return messages;
}

/**
 * A drop or pick: react-dropzone 19 keeps the first maxFiles and rejects only the surplus, but the
 * SPEC §5 rule is "at most 500 at a time, else error", so a drop over the limit adds nothing.
 */
export function dropOutcome(accepted: File[], rejections: readonly Pick<FileRejection, 'errors'>[]): { files: File[]; messages: string[] } {
  const messages = rejectionMessages(rejections);
  const tooMany = rejections.some((r) => r.errors.some((e) => e.code === 'too-many-files'));
  return { files: tooMany ? [] : accepted, messages };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
