import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Italic, Link2, List, ListOrdered, Unlink } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn, focusRing } from '@/lib/utils';

function ToolButton({ label, active, onClick, children }: { label: string; active?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={active}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn('rounded p-1.5 hover:bg-accent aria-pressed:bg-accent aria-pressed:text-foreground', focusRing)}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  function setLink() {
    const previous = editor.getAttributes('link').href as string | undefined;
    const url = window.prompt('Link address (https://…)', previous ?? 'https://');
    if (url === null) return;
    if (!url.trim()) return void editor.chain().focus().unsetLink().run();
    // Only web and mail links; the server keeps the same allowlist.
    if (!/^(https?:\/\/|mailto:)/i.test(url.trim())) return;
    editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run();
  }
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-0.5 border-b p-1 text-muted-foreground">
      <ToolButton label="Bold" active={state.bold} onClick={() => editor.chain().focus().toggleBold().run()}>
        <Bold className="size-4" aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Italic" active={state.italic} onClick={() => editor.chain().focus().toggleItalic().run()}>
        <Italic className="size-4" aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Heading" active={state.h2} onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}>
        <Heading2 className="size-4" aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Bulleted list" active={state.bullet} onClick={() => editor.chain().focus().toggleBulletList().run()}>
        <List className="size-4" aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Numbered list" active={state.ordered} onClick={() => editor.chain().focus().toggleOrderedList().run()}>
        <ListOrdered className="size-4" aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Add link" active={state.link} onClick={setLink}>
        <Link2 className="size-4" aria-hidden="true" />
      </ToolButton>
      {state.link ? (
        <ToolButton label="Remove link" onClick={() => editor.chain().focus().unsetLink().run()}>
          <Unlink className="size-4" aria-hidden="true" />
        </ToolButton>
      ) : null}
    </div>
  );
}

export const richTextClass =
  'min-h-40 px-3 py-2 text-sm outline-none [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_h2]:mt-2 [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_a]:text-primary [&_a]:underline';

/** Tiptap (StarterKit, whose v3 bundle includes Link) writing HTML; the server sanitizes what it stores. */
export function RichTextEditor({ id, label, value, onChange }: { id?: string; label: string; value: string; onChange: (html: string) => void }) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['mailto'], HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null } },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: richTextClass,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  if (!editor) return null;
  return (
    <div className="rounded-md border border-input bg-card focus-within:ring-2 focus-within:ring-ring">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
