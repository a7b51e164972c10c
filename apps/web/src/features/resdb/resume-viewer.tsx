import DOMPurify from 'dompurify';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast-store';
import { DOCX_TYPE, fetchResumeBlob, PDF_TYPE, resumeHtmlQuery, type Resume } from './api';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'u', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'table', 'tr', 'td', 'th', 'thead', 'tbody', 'a'];

/** The server already sanitized the HTML; the browser sanitizes it again to the same allowlist before it is shown. */
export function purifyResumeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'rel'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}

/** A PDF fetched with the bearer token, shown from a blob: URL in a frame (the CSP allows blob: frames). */
function PdfFrame({ id }: { id: string }) {
  const [state, setState] = useState<{ url: string | null; error: boolean }>({ url: null, error: false });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchResumeBlob(id, controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(new Blob([blob], { type: PDF_TYPE }));
        setState({ url, error: false });
      })
      .catch((err: unknown) => {
        if (!(err instanceof DOMException && err.name === 'AbortError')) setState({ url: null, error: true });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  if (state.error) return <p role="alert" className="text-sm text-destructive">The file could not be loaded.</p>;
  if (!state.url) return <Skeleton className="h-[70vh]" />;
  return <iframe title="Resume file" src={state.url} className="h-[75vh] w-full rounded-md border" />;
}

function DocxHtml({ id }: { id: string }) {
  const html = useQuery(resumeHtmlQuery(id));
  const clean = useMemo(() => (html.data ? purifyResumeHtml(html.data.html) : ''), [html.data]);
  if (html.isLoading) return <Skeleton className="h-[70vh]" />;
  if (html.isError) return <p role="alert" className="text-sm text-destructive">This document could not be shown. Download it to open it.</p>;
  return (
    <div
      className="resume-html max-h-[75vh] overflow-auto rounded-md border bg-card p-6 text-sm leading-relaxed [&_a]:underline [&_h1]:mb-2 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_h4]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-2 [&_td]:border [&_td]:p-1 [&_th]:border [&_th]:p-1 [&_ul]:list-disc"
      role="document"
      aria-label="Resume content"
      // Sanitized twice: sanitize-html on the server, DOMPurify here, to a small allowlist without images, styles or scripts.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

async function download(resume: Resume) {
  try {
    const blob = await fetchResumeBlob(resume.id);
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = resume.file_name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch {
    toast.error('The file could not be downloaded');
  }
}

/** The original resume: PDF in the browser's viewer, DOCX as sanitized HTML, anything else as a download. */
export function ResumeViewer({ resume }: { resume: Resume }) {
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="truncate text-sm font-medium" title={resume.file_name}>
          {resume.file_name}
        </h2>
        <Button type="button" size="sm" variant="outline" onClick={() => void download(resume)}>
          <Download aria-hidden="true" /> Download
        </Button>
      </div>
      {resume.content_type === PDF_TYPE ? <PdfFrame id={resume.id} /> : null}
      {resume.content_type === DOCX_TYPE ? <DocxHtml id={resume.id} /> : null}
      {resume.content_type !== PDF_TYPE && resume.content_type !== DOCX_TYPE ? (
        <p className="text-sm text-muted-foreground">This file type cannot be shown here. Download it to open it.</p>
      ) : null}
    </div>
  );
}
