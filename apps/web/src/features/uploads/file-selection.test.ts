// @vitest-environment jsdom
import { FILE_ID_LENGTH, MAX_FILES_PER_DROP, MESSAGES } from '@hirebase/shared';
import { describe, expect, it } from 'vitest';
import { addFiles, dropOutcome, randomFileId, rejectionMessages } from './file-selection';

const pdf = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'application/pdf', lastModified: 1 });

describe('randomFileId', () => {
  it('is 6 characters of letters and digits, different each time', () => {
    const ids = new Set(Array.from({ length: 200 }, () => randomFileId()));
    expect(FILE_ID_LENGTH).toBe(6);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(ids.size).toBeGreaterThan(195);
  });
});

describe('addFiles', () => {
  it('gives every selected file its own 6-character id', () => {
    const { files, error } = addFiles([], [pdf('a.pdf'), pdf('b.pdf')]);
    expect(error).toBeNull();
    expect(files.map((f) => f.file.name)).toEqual(['a.pdf', 'b.pdf']);
    for (const f of files) expect(f.id).toHaveLength(6);
  });

  it('does not select the same file twice', () => {
    const first = addFiles([], [pdf('a.pdf'), pdf('a.pdf')]);
    expect(first.files).toHaveLength(1);
    expect(addFiles(first.files, [pdf('a.pdf')]).files).toHaveLength(1);
  });

  it('refuses to go past 500 files with the SPEC message', () => {
    const many = Array.from({ length: MAX_FILES_PER_DROP }, (_, i) => pdf(`${i}.pdf`));
    const full = addFiles([], many);
    expect(full.files).toHaveLength(500);
    const over = addFiles(full.files, [pdf('501.pdf')]);
    expect(over.error).toBe('Files should be less than or equal to 500');
    expect(over.files).toBe(full.files);
  });
});

describe('rejectionMessages', () => {
  it('says "Files should be less than or equal to 500" when too many were dropped', () => {
    const rejections = [{ errors: [{ code: 'too-many-files', message: 'Too many files' }] }];
    expect(rejectionMessages(rejections)).toEqual([MESSAGES.tooManyFiles]);
  });

  it('uses the generic file messages for type and size', () => {
    const rejections = [
      { errors: [{ code: 'file-invalid-type', message: '' }] },
      { errors: [{ code: 'file-invalid-type', message: '' }] },
      { errors: [{ code: 'file-too-large', message: '' }] },
    ];
    expect(rejectionMessages(rejections)).toEqual(['File type must be one of .pdf, .docx', 'File is larger than 10485760 bytes']);
  });
});

describe('dropOutcome', () => {
  it('adds nothing from a drop over 500 files (react-dropzone 19 would keep the first 500)', () => {
    const accepted = Array.from({ length: 500 }, (_, i) => pdf(`${i}.pdf`));
    const outcome = dropOutcome(accepted, [{ errors: [{ code: 'too-many-files', message: 'Too many files' }] }]);
    expect(outcome).toEqual({ files: [], messages: ['Files should be less than or equal to 500'] });
  });
  it('keeps the accepted files of a drop with a wrong type among them', () => {
    const outcome = dropOutcome([pdf('a.pdf')], [{ errors: [{ code: 'file-invalid-type', message: '' }] }]);
    expect(outcome.files.map((f) => f.name)).toEqual(['a.pdf']);
    expect(outcome.messages).toEqual(['File type must be one of .pdf, .docx']);
  });
});
