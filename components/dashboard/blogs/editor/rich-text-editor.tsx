'use client';

import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { AutoLinkNode, LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $createParagraphNode, $getRoot, $insertNodes, type LexicalEditor } from 'lexical';
import { ImageNode } from './image-node';
import { Toolbar, isSafeUrl } from './toolbar';

export type RichTextEditorProps = {
  /** The stored HTML to start from (already sanitised by the server). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** Id of the visible label, and of the error/hint text, for the editable area. */
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  placeholder: string;
  dir?: 'ltr' | 'rtl';
};

const THEME = {
  paragraph: 'mt-3 first:mt-0',
  heading: { h2: 'mt-6 text-2xl font-bold first:mt-0', h3: 'mt-5 text-xl font-bold first:mt-0' },
  quote: 'mt-3 border-s-4 border-brand-300 ps-4 italic text-ink-muted',
  list: {
    ul: 'mt-3 list-disc ps-6',
    ol: 'mt-3 list-decimal ps-6',
    listitem: 'mt-1',
    nested: { listitem: 'list-none' },
  },
  link: 'font-semibold text-brand-700 underline',
  text: { bold: 'font-bold', italic: 'italic', underline: 'underline' },
};

function loadHtml(html: string) {
  return (editor: LexicalEditor) => {
    // A new post starts with one empty paragraph, so the toolbar has a block to turn into a heading or a list.
    if (!html.trim()) {
      $getRoot().append($createParagraphNode());
      return;
    }
    const dom = new DOMParser().parseFromString(html, 'text/html');
    const nodes = $generateNodesFromDOM(editor, dom);
    $getRoot().select();
    $insertNodes(nodes);
  };
}

/**
 * The blog and job post editor (lexical): headings, bold and italic, bullet and numbered lists, links, quotes and
 * images uploaded through the blog upload API. It hands HTML to the form; the server sanitises it again on save.
 * Loaded on demand (next/dynamic) by the blog form only, so no other screen downloads it.
 */
export default function RichTextEditor({
  initialHtml,
  onChange,
  labelId,
  describedBy,
  invalid,
  placeholder,
  dir,
}: RichTextEditorProps) {
  const config: InitialConfigType = {
    namespace: 'blog-post',
    theme: THEME,
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, AutoLinkNode, ImageNode],
    editorState: loadHtml(initialHtml),
    onError: (error) => console.error('[editor]', error),
  };
  return (
    <LexicalComposer initialConfig={config}>
      <div
        className="overflow-hidden rounded border border-ink/25 bg-surface focus-within:border-brand-700 focus-within:ring-2 focus-within:ring-brand-700/30 aria-[invalid=true]:border-danger"
        aria-invalid={invalid || undefined}
      >
        <Toolbar />
        <div className="relative" dir={dir}>
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                aria-labelledby={labelId}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                aria-multiline
                aria-placeholder={placeholder}
                placeholder={
                  <div className="pointer-events-none absolute start-4 top-3 text-ink-subtle">{placeholder}</div>
                }
                className="min-h-64 px-4 py-3 text-base leading-relaxed text-ink outline-none"
                data-testid="blog-editor"
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={isSafeUrl} />
      <OnChangePlugin
        ignoreSelectionChange
        onChange={(_state, editor) => onChange(editor.read(() => $generateHtmlFromNodes(editor, null)))}
      />
    </LexicalComposer>
  );
}
