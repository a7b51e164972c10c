import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildZip, minimalDocx, renderDocx, renderPdf } from '../../test/fixtures/resumes/make';
import { DOCX_LIMITS, inspectDocxZip } from './docx-zip';
import { displayFileName, inspectUpload, MAX_UPLOAD_BYTES } from './file-safety';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

/** A hand-written one-page PDF; `catalogExtra` and `trailerExtra` are spliced into those dictionaries. */
function handPdf(options: { catalogExtra?: string; trailerExtra?: string; objects?: string[] } = {}): Uint8Array {
  const objects = [
    `1 0 obj << /Type /Catalog /Pages 2 0 R ${options.catalogExtra ?? ''} >> endobj`,
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
    ...(options.objects ?? []),
  ];
  return bytes(`%PDF-1.4\n${objects.join('\n')}\ntrailer << /Root 1 0 R /Size ${objects.length + 1} ${options.trailerExtra ?? ''} >>\n%%EOF\n`);
}

async function refusal(fileName: string, data: Uint8Array) {
  const result = await inspectUpload({ fileName, bytes: data });
  if (result.ok) throw new Error(`${fileName} was accepted`);
  return result;
}

describe('inspectUpload accepts real resumes', () => {
  it('accepts a PDF made by pdf-lib and reports its hash', async () => {
    const pdf = await renderPdf('Jane Doe\njane@example.com');
    const result = await inspectUpload({ fileName: 'Jane Doe.PDF', bytes: pdf });
    expect(result).toMatchObject({ ok: true, kind: 'pdf', displayName: 'Jane Doe.PDF', size: pdf.byteLength });
    expect(result.ok && result.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
  });

  it('accepts a DOCX made by the docx package and a minimal hand-built one', async () => {
    expect(await inspectUpload({ fileName: 'cv.docx', bytes: await renderDocx('Jane Doe\nEngineer') })).toMatchObject({ ok: true, kind: 'docx' });
    expect(await inspectUpload({ fileName: 'cv.docx', bytes: minimalDocx() })).toMatchObject({ ok: true, kind: 'docx' });
  });

  it('does not mistake binary stream bytes for a /JS action', async () => {
    const stream = Buffer.concat([Buffer.from('xx/JS yy/Launch '), Buffer.alloc(64, 7)]).toString('latin1');
    const pdf = handPdf({ objects: [`4 0 obj << /Length ${stream.length} >>\nstream\n${stream}\nendstream endobj`] });
    // "/Launch" inside a stream body is content, not an action.
    expect(await inspectUpload({ fileName: 'a.pdf', bytes: pdf })).toMatchObject({ ok: true });
  });
});

describe('inspectUpload refuses the bad-input corpus', () => {
  it('refuses an empty file and an 11 MB file', async () => {
    expect(await refusal('cv.pdf', new Uint8Array())).toMatchObject({ code: 'empty', message: 'The file is empty.' });
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(bytes('%PDF-1.4\n'));
    expect(await refusal('cv.pdf', big)).toMatchObject({ code: 'too_large', message: 'The file is larger than 10 MB.' });
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
  });

  it('refuses other extensions', async () => {
    for (const name of ['cv.doc', 'cv.php', 'cv.pdf.php', 'cv.html', 'cv.svg', 'cv', 'cv.docx.exe']) {
      expect(await refusal(name, bytes('%PDF-1.4\n'))).toMatchObject({ code: 'unsupported_type', message: 'Only PDF and DOCX files can be uploaded.' });
    }
  });

  it('refuses HTML, PHP and SVG renamed to .pdf or .docx', async () => {
    const html = bytes('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
    const php = bytes('<?php system($_GET["c"]); ?>');
    const svg = bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    for (const data of [html, php, svg]) {
      expect((await refusal('cv.pdf', data)).code).toBe('type_mismatch');
      expect((await refusal('cv.docx', data)).code).toBe('type_mismatch');
    }
    expect((await refusal('cv.pdf', html)).message).toBe('This file is not a PDF, although its name ends in .pdf.');
  });

  it('refuses a GIF87a/PHP polyglot and PDFs with foreign data at the head', async () => {
    const gifPhp = bytes('GIF87a\x01\x00\x01\x00<?php echo shell_exec($_GET["c"]); ?>\n%PDF-1.4\n1 0 obj << >> endobj\n');
    expect(await refusal('avatar.pdf', gifPhp)).toMatchObject({ code: 'polyglot' });
    expect(await refusal('cv.pdf', bytes('GIF89a;\n<?php phpinfo(); ?>'))).toMatchObject({ code: 'type_mismatch' });
    const pdfWithPhp = bytes('%PDF-1.4\n%<?php system($_GET["c"]); ?>\n1 0 obj << >> endobj\n');
    expect(await refusal('cv.pdf', pdfWithPhp)).toMatchObject({ code: 'polyglot' });
    const pdfWithHtml = bytes('%PDF-1.4\n%<html><script>alert(1)</script>\n');
    expect(await refusal('cv.pdf', pdfWithHtml)).toMatchObject({ code: 'polyglot' });
    const zipWithPhp = buildZip([{ name: 'a.php', data: '<?php echo 1; ?>', store: true }]);
    expect(await refusal('cv.docx', zipWithPhp)).toMatchObject({ code: 'polyglot' });
  });

  it('refuses an encrypted PDF', async () => {
    const pdf = handPdf({
      objects: ['4 0 obj << /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O (0123456789abcdef0123456789abcdef) /U (0123456789abcdef0123456789abcdef) >> endobj'],
      trailerExtra: '/Encrypt 4 0 R /ID [<01> <01>]',
    });
    expect(await refusal('cv.pdf', pdf)).toMatchObject({ code: 'encrypted', message: 'This PDF is password-protected or encrypted; upload an unprotected copy.' });
  });

  it('refuses PDFs with JavaScript or launch actions, however they are hidden', async () => {
    const openActionJs = handPdf({ catalogExtra: '/OpenAction 4 0 R', objects: ['4 0 obj << /Type /Action /S /JavaScript /JS (app.alert(1)) >> endobj'] });
    expect(await refusal('cv.pdf', openActionJs)).toMatchObject({ code: 'active_content' });
    const escaped = handPdf({ catalogExtra: '/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>' });
    expect(await refusal('cv.pdf', escaped)).toMatchObject({ code: 'active_content' });
    const launch = handPdf({ catalogExtra: '/OpenAction << /S /Launch /F (cmd.exe) >>' });
    expect(await refusal('cv.pdf', launch)).toMatchObject({ code: 'active_content' });
    const objectStream = deflateSync(Buffer.from('5 0 << /S /JavaScript /JS (app.alert(1)) >>'));
    const hidden = handPdf({
      catalogExtra: '/OpenAction 5 0 R',
      objects: [`4 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${objectStream.length} >>\nstream\n${objectStream.toString('latin1')}\nendstream endobj`],
    });
    expect(await refusal('cv.pdf', hidden)).toMatchObject({ code: 'active_content', message: 'This PDF contains scripts, launch actions or embedded files and was refused for safety.' });
  });

  it('refuses a DOCX with an external XML entity (OpenCATS CVE-2019-13358)', async () => {
    const documentXml = `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&xxe;</w:t></w:r></w:p></w:body></w:document>`;
    expect(await refusal('cv.docx', minimalDocx({ documentXml }))).toMatchObject({
      code: 'xml_entities',
      message: 'This Word document contains XML entity declarations (a known attack) and was refused for safety.',
    });
    // The same attack in another part, and encoded as UTF-16 to slip past a naive scan.
    const rels = Buffer.from('\ufeff<?xml version="1.0" encoding="UTF-16"?><!DOCTYPE r [<!ENTITY x SYSTEM "http://evil/">]><Relationships/>', 'utf16le');
    expect(await refusal('cv.docx', minimalDocx({ extra: [{ name: 'word/_rels/document.xml.rels', data: rels }] }))).toMatchObject({ code: 'xml_entities' });
  });

  it('refuses billion laughs', async () => {
    const laughs = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('');
    const documentXml = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol0 "lol">${laughs}]><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&lol9;</w:t></w:r></w:p></w:body></w:document>`;
    expect(await refusal('cv.docx', minimalDocx({ documentXml }))).toMatchObject({ code: 'xml_entities' });
  });

  it('refuses zip bombs from the central directory, before inflating', async () => {
    const huge = minimalDocx({ extra: [{ name: 'word/media/pad.bin', data: new Uint8Array(60 * 1024 * 1024) }] });
    expect(huge.byteLength).toBeLessThan(MAX_UPLOAD_BYTES);
    expect(await refusal('cv.docx', huge)).toMatchObject({ code: 'zip_bomb', message: 'This Word document expands to an unreasonable size and was refused for safety.' });
    const dense = minimalDocx({ extra: [{ name: 'word/styles.xml', data: ' '.repeat(20 * 1024 * 1024) }] });
    expect(await refusal('cv.docx', dense)).toMatchObject({ code: 'zip_bomb' });
  });

  it('refuses a DOCX with too many entries', async () => {
    const extra = Array.from({ length: 1001 }, (_, i) => ({ name: `word/media/${i}.txt`, data: 'x', store: true }));
    expect(await refusal('cv.docx', minimalDocx({ extra }))).toMatchObject({ code: 'too_many_entries' });
  });

  it('refuses zips that are not Word documents, damaged zips and password-protected Office files', async () => {
    expect(await refusal('cv.docx', buildZip([{ name: 'hello.txt', data: 'hi' }]))).toMatchObject({ code: 'type_mismatch' });
    const truncated = minimalDocx().subarray(0, 200);
    expect(await refusal('cv.docx', truncated)).toMatchObject({ code: 'corrupt' });
    const ole = new Uint8Array(2048);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await refusal('cv.docx', ole)).toMatchObject({ code: 'encrypted' });
  });
});

describe('displayFileName', () => {
  it('strips path parts, control characters and HTML', async () => {
    expect(displayFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(displayFileName('..\\..\\windows\\cv.docx')).toBe('cv.docx');
    expect(displayFileName('<img src=x onerror=alert(1)>.pdf')).toBe('img src=x onerror=alert(1).pdf');
    expect(displayFileName('Jane\u0000\u202eDoe\r\n.pdf')).toBe('JaneDoe.pdf');
    expect(displayFileName('...')).toBe('resume');
    const long = displayFileName(`${'a'.repeat(300)}.docx`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.docx')).toBe(true);
    const result = await refusal('../<b>x</b>.html', bytes('<html>'));
    expect(result.displayName).toBe('b.html');
  });
});

/** Rewrites the uncompressed size that the local and central headers of entry `name` declare. */
function declareSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const out = Buffer.from(zip);
  const encoded = Buffer.from(name, 'utf8');
  for (let i = 0; i < out.length - 46; i++) {
    const signature = out.readUInt32LE(i);
    if (signature === 0x04034b50 && out.subarray(i + 30, i + 30 + encoded.length).equals(encoded)) out.writeUInt32LE(size, i + 22);
    if (signature === 0x02014b50 && out.subarray(i + 46, i + 46 + encoded.length).equals(encoded)) out.writeUInt32LE(size, i + 24);
  }
  return new Uint8Array(out);
}

describe('inspectUpload counts what a DOCX really inflates to', () => {
  it('refuses a part whose headers declare 1 KB but which inflates to a megabyte (an image the DTD scan used to skip)', async () => {
    const honest = minimalDocx({ extra: [{ name: 'word/media/image1.png', data: new Uint8Array(1024 * 1024) }] });
    expect(await inspectUpload({ fileName: 'cv.docx', bytes: honest })).toMatchObject({ ok: true });
    const lying = declareSize(honest, 'word/media/image1.png', 1024);
    expect(lying.byteLength).toBeLessThan(64 * 1024);
    expect(await refusal('cv.docx', lying)).toMatchObject({ code: 'zip_bomb', message: 'This Word document expands to an unreasonable size and was refused for safety.' });
  });

  it('caps the bytes really inflated across all parts', async () => {
    const docx = minimalDocx({ extra: [{ name: 'word/media/a.bin', data: new Uint8Array(600 * 1024) }, { name: 'word/media/b.bin', data: new Uint8Array(600 * 1024) }] });
    const limits = { ...DOCX_LIMITS, maxInflatedBytes: 2 * 1024 * 1024 };
    expect(await inspectDocxZip(docx, limits)).toBeNull();
    expect(await inspectDocxZip(docx, { ...limits, maxInflatedBytes: 1024 * 1024 })).toMatchObject({ code: 'zip_bomb' });
  });

  it('scans every part by content: a DOCTYPE in a part not named .xml is refused', async () => {
    const dtd = '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><w:document/>';
    for (const name of ['word/main.dat', 'word/media/image1.png', 'customXml/item1']) {
      expect(await refusal('cv.docx', minimalDocx({ extra: [{ name, data: dtd }] })), name).toMatchObject({ code: 'xml_entities' });
    }
  });
});

describe('inspectPdf decides on the PDF structure', () => {
  const objectStream = (body: string, dict: string) => {
    const data = deflateSync(Buffer.from(body, 'latin1'));
    return `4 0 obj << ${dict} /Length ${data.length} >>\nstream\n${data.toString('latin1')}\nendstream endobj`;
  };
  const refusedAs = async (pdf: Uint8Array) => (await refusal('cv.pdf', pdf)).code;

  it('finds a JavaScript action in an object stream however the stream is labelled', async () => {
    const js = '5 0 << /S /JavaScript /JS (app.alert(1)) >>';
    for (const dict of ['/Type /O#62jStm /N 1 /First 4 /Filter /FlateDecode', '/N 1 /First 4 /Filter /Fl', '/N 1 /First 4 /Filter [/FlateDecode]']) {
      expect(await refusedAs(handPdf({ catalogExtra: '/OpenAction 5 0 R', objects: [objectStream(js, dict)] })), dict).toBe('active_content');
    }
    // Hex-escaped inside the object stream, and a URI action to javascript: in UTF-16.
    const utf16 = Buffer.from(' javascript:alert(1)', 'utf16le').swap16().toString('hex');
    const escaped = `5 0 << /S /U#52I /URI <FEFF${utf16}> >>`;
    expect(await refusedAs(handPdf({ catalogExtra: '/OpenAction 5 0 R', objects: [objectStream(escaped, '/N 1 /First 4 /Filter /FlateDecode')] }))).toBe('active_content');
  });

  it('is not fooled by strings, comments and odd whitespace around an action', async () => {
    // Strings that contain the stream keywords used to make a line scan skip the object between them.
    const strings = handPdf({
      objects: [
        '4 0 obj << /Title (x stream\n) >> endobj',
        '5 0 obj << /Type /Annot /Subtype /Link /A << /S\t%comment\n/J#61vaScript /J#53 (app.alert\\(1\\)) >> >> endobj',
        '6 0 obj << /Subject (endstream) >> endobj',
      ],
    });
    expect(await refusedAs(strings)).toBe('active_content');
    const uri = handPdf({ objects: ['5 0 obj << /S /URI /URI (  JaVaScRiPt:alert\\(1\\)) >> endobj'] });
    expect(await refusedAs(uri)).toBe('active_content');
  });

  it('reads an object hidden in the data of another stream, as a viewer following the xref would', async () => {
    const inner = '9 0 obj << /S /Launch /F (cmd.exe) >> endobj';
    const pdf = handPdf({ catalogExtra: '/OpenAction 9 0 R', objects: [`4 0 obj << /Length ${inner.length + 2} >>\nstream\n ${inner} \nendstream endobj`] });
    expect(await refusedAs(pdf)).toBe('active_content');
  });

  it('refuses embedded files and XFA, and object streams it cannot decode', async () => {
    expect(await refusedAs(handPdf({ catalogExtra: '/Names << /EmbeddedFiles 7 0 R >>' }))).toBe('active_content');
    expect(await refusedAs(handPdf({ objects: ['7 0 obj << /Type /Filespec /F (a.exe) /E#46 << /F 8 0 R >> >> endobj'] }))).toBe('active_content');
    expect(await refusedAs(handPdf({ catalogExtra: '/AcroForm << /XFA 8 0 R >>' }))).toBe('active_content');
    const predicted = handPdf({ objects: [objectStream('5 0 << /S /GoTo >>', '/N 1 /First 4 /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>')] });
    expect(await refusedAs(predicted)).toBe('corrupt');
    expect(await refusedAs(handPdf({ objects: [objectStream('5 0 << >>', '/N 1 /First 4 /Filter /LZWDecode')] }))).toBe('corrupt');
  });

  it('accepts a PDF with an object stream, a web link and a page label that mentions JavaScript', async () => {
    const pdf = handPdf({
      catalogExtra: '/PageLabels << /Nums [0 << /P (JavaScript developer) >>] >>',
      objects: [objectStream('5 0 << /Type /Annot /Subtype /Link /A << /S /URI /URI (https://example.com/javascript:x) >> >>', '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode')],
    });
    expect(await inspectUpload({ fileName: 'cv.pdf', bytes: pdf })).toMatchObject({ ok: true });
  });
});
