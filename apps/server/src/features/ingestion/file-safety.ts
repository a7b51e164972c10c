/**
 * Upload safety checks for resumes (QUALITY security 8). Pure apart from reading the bytes it
 * is given: nothing is written to disk and nothing is fully unpacked. The upload route calls
 * `inspectUpload` on each file before storing it and turns a refusal into a failed operation
 * item carrying `message` (written for the person who dropped the file).
 */
import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { displayFileName } from './file-name';
import { inspectDocxZip } from './docx-zip';
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

const MAX_OBJECT_STREAM_BYTES = 50 * 1024 * 1024;

/**
 * Refuses encrypted PDFs and PDFs carrying JavaScript or launch actions. Action dictionaries
 * can hide in compressed object streams (PDF 1.5+), so those are inflated (capped) and scanned
 * too; `#xx` escapes in names (`/J#61vaScript`) are decoded before matching.
 */
export function inspectPdf(bytes: Uint8Array): ContentProblem | null {
  const raw = latin1(bytes);
  // Stream bodies are binary: a three-byte name like /JS turns up in them by chance, so only the
  // object structure around them is scanned (plus the inflated object streams below).
  const texts = [decodeNameEscapes(raw.replace(/(?<!end)stream\r?\n[\s\S]*?endstream/g, 'stream endstream'))];
  let inflatedTotal = 0;
  for (const stream of objectStreams(bytes, raw)) {
    try {
      const inflated = inflateSync(stream, { maxOutputLength: MAX_OBJECT_STREAM_BYTES - inflatedTotal });
      inflatedTotal += inflated.byteLength;
      texts.push(decodeNameEscapes(latin1(inflated)));
    } catch {
      // An object stream that does not inflate (or is over the cap) is left to the parser to reject.
    }
  }
  if (/\/Encrypt[\s/<[(\d]/.test(texts[0]!)) {
    return { code: 'encrypted', message: 'This PDF is password-protected or encrypted; upload an unprotected copy.' };
  }
  for (const text of texts) {
    if (/\/(JavaScript|JS|Launch)(?![A-Za-z0-9])/.test(text)) {
      return { code: 'active_content', message: 'This PDF contains scripts or launch actions and was refused for safety.' };
    }
  }
  return null;
}

function* objectStreams(bytes: Uint8Array, text: string): Generator<Uint8Array> {
  const pattern = /\/Type\s*\/ObjStm\b/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text))) {
    const start = text.indexOf('stream', match.index);
    if (start < 0) continue;
    let dataStart = start + 'stream'.length;
    if (text[dataStart] === '\r') dataStart++;
    if (text[dataStart] === '\n') dataStart++;
    const end = text.indexOf('endstream', dataStart);
    if (end < 0) continue;
    yield bytes.subarray(dataStart, end);
  }
}

function decodeNameEscapes(text: string): string {
  return text.includes('#') ? text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text;
}

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
