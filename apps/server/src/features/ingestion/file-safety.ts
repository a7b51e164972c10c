/**
 * Upload safety checks for resumes (QUALITY security 8). Pure apart from reading the bytes it
 * is given: nothing is written to disk and nothing is fully unpacked. The upload route calls
 * `inspectUpload` on each file before storing it and turns a refusal into a failed operation
 * item carrying `message` (written for the person who dropped the file).
 */
import { createHash } from 'node:crypto';
import { displayFileName } from './file-name';
import { inspectDocxZip } from './docx-zip';
import { findActiveContent } from './pdf-structure';
import type { ContentProblem, UploadRefusalCode } from './safety-types';

export { displayFileName } from './file-name';
export type { ContentProblem, UploadRefusalCode } from './safety-types';

import { MAX_UPLOAD_BYTES } from '@hirebase/shared';

export { MAX_UPLOAD_BYTES };

export type UploadKind = 'pdf' | 'docx';

export type UploadInspection =
  | { ok: true; kind: UploadKind; sha256: string; displayName: string; size: number }
  | { ok: false; code: UploadRefusalCode; message: string; displayName: string };

export type UploadRefusal = Extract<UploadInspection, { ok: false }>;

const PDF_MAGIC = '%PDF-';
const ZIP_MAGIC = 'PK\x03\x04';
const OLE_MAGIC = '\xd0\xcf\x11\xe0';
// Markers of other formats that must never appear at the head of a resume (polyglots that a
// browser or an interpreter would treat as active content).
const FOREIGN_HEAD_MARKERS = ['gif87a', 'gif89a', '<?php', '<?=', '<script', '<html', '<!doctype html', '<svg', '<body', '<iframe'];

/**
 * Decides whether an uploaded file may be stored and parsed.
 * Async because DOCX parts are inflated (streamed, with caps) to look for XML entity declarations.
 */
export async function inspectUpload(input: { fileName: string; bytes: Uint8Array }): Promise<UploadInspection> {
  const displayName = displayFileName(input.fileName);
  const refuse = (code: UploadRefusalCode, message: string): UploadRefusal => ({ ok: false, code, message, displayName });
  const { bytes } = input;

  if (bytes.byteLength === 0) return refuse('empty', 'The file is empty.');
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return refuse('too_large', 'The file is larger than 10 MB.');

  const extension = fileExtension(input.fileName);
  if (extension !== 'pdf' && extension !== 'docx') {
    return refuse('unsupported_type', 'Only PDF and DOCX files can be uploaded.');
  }

  const head = latin1(bytes.subarray(0, 1024));
  const headLower = head.toLowerCase();
  const foreign = FOREIGN_HEAD_MARKERS.find((marker) => headLower.includes(marker));

  if (extension === 'pdf') {
    if (!head.startsWith(PDF_MAGIC)) {
      if (head.includes(PDF_MAGIC)) return refuse('polyglot', 'This PDF starts with data of another format and was refused for safety.');
      return refuse('type_mismatch', 'This file is not a PDF, although its name ends in .pdf.');
    }
    if (foreign) return refuse('polyglot', 'This PDF also contains data of another format and was refused for safety.');
    const problem = inspectPdf(bytes);
    if (problem) return refuse(problem.code, problem.message);
    return { ok: true, kind: 'pdf', sha256: sha256(bytes), displayName, size: bytes.byteLength };
  }

  if (!head.startsWith(ZIP_MAGIC)) {
    if (head.startsWith(OLE_MAGIC)) return refuse('encrypted', 'This document is password-protected or in the old .doc format; save it as an unprotected .docx or PDF.');
    return refuse('type_mismatch', 'This file is not a Word document (.docx), although its name ends in .docx.');
  }
  if (foreign) return refuse('polyglot', 'This document also contains data of another format and was refused for safety.');
  const problem = await inspectDocxZip(bytes);
  if (problem) return refuse(problem.code, problem.message);
  return { ok: true, kind: 'docx', sha256: sha256(bytes), displayName, size: bytes.byteLength };
}

function fileExtension(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot + 1).trim().toLowerCase();
}

/**
 * Refuses encrypted PDFs and PDFs carrying scripts, launch actions or embedded files, decided on
 * the PDF's parsed structure (pdf-structure.ts), including the objects inside object streams.
 */
export function inspectPdf(bytes: Uint8Array): ContentProblem | null {
  return findActiveContent(latin1(bytes));
}

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
