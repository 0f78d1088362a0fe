'use client';

import { $isLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListNode,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createHeadingNode, $createQuoteNode, $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $getNearestNodeOfType } from '@lexical/utils';
import { clsx } from 'clsx';
import {
  $createParagraphNode,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $setSelection,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
  type BaseSelection,
} from 'lexical';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Pilcrow,
  Quote,
  Redo2,
  Undo2,
} from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ImageDialog } from './image-panel';
import { $createImageNode } from './image-node';

type Block = 'paragraph' | 'h2' | 'h3' | 'quote' | 'bullet' | 'number';

/** Links may point to web pages, e-mail addresses and phone numbers (as the server's sanitiser allows). */
export const isSafeUrl = (url: string) => /^(https?:\/\/|mailto:|tel:|\/)/i.test(url.trim());
const withScheme = (url: string) =>
  /^[a-z][a-z0-9+.-]*:|^\//i.test(url.trim()) ? url.trim() : `https://${url.trim()}`;

function ToolButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active ?? undefined}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={clsx(
        'inline-flex size-10 items-center justify-center rounded hover:bg-ink/10',
        active && 'bg-brand-600/15 text-brand-800',
      )}
    >
      {children}
    </button>
  );
}

/** The editor's formatting bar: a toolbar of toggle buttons (arrow keys are not needed: each button is a tab stop). */
export function Toolbar() {
  const t = useTranslations('dashboardBlogs.editor');
  const [editor] = useLexicalComposerContext();
  const [block, setBlock] = useState<Block>('paragraph');
  const [bold, setBold] = useState(false);
  const [italic, setItalic] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const [url, setUrl] = useState('');
  const saved = useRef<BaseSelection | null>(null);

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        editorState.read(() => {
          const selection = $getSelection();
          if (!$isRangeSelection(selection)) return;
          setBold(selection.hasFormat('bold'));
          setItalic(selection.hasFormat('italic'));
          const anchor = selection.anchor.getNode();
          const top = anchor.getKey() === 'root' ? anchor : anchor.getTopLevelElementOrThrow();
          const list = $getNearestNodeOfType(anchor, ListNode);
          if ($isListNode(list)) setBlock(list.getListType() === 'number' ? 'number' : 'bullet');
          else if ($isHeadingNode(top)) setBlock(top.getTag() === 'h3' ? 'h3' : 'h2');
          else if ($isQuoteNode(top)) setBlock('quote');
          else setBlock('paragraph');
          const parent = anchor.getParent();
          setLink($isLinkNode(parent) ? parent.getURL() : $isLinkNode(anchor) ? anchor.getURL() : null);
        });
      }),
    [editor],
  );

  const setBlockType = (next: Block) => {
    if (next === 'bullet' || next === 'number') {
      editor.dispatchCommand(
        block === next
          ? REMOVE_LIST_COMMAND
          : next === 'bullet'
            ? INSERT_UNORDERED_LIST_COMMAND
            : INSERT_ORDERED_LIST_COMMAND,
        undefined,
      );
      return;
    }
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      const target = block === next ? 'paragraph' : next;
      $setBlocksType(selection, () =>
        target === 'h2' || target === 'h3'
          ? $createHeadingNode(target)
          : target === 'quote'
            ? $createQuoteNode()
            : $createParagraphNode(),
      );
    });
  };

  const remember = () => {
    saved.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
  };
  const restore = () => {
    if (saved.current) $setSelection(saved.current.clone());
  };
  const openLink = () => {
    remember();
    setUrl(link ?? '');
    setLinkOpen(true);
  };
  const applyLink = (value: string | null) => {
    editor.update(() => {
      restore();
      editor.dispatchCommand(TOGGLE_LINK_COMMAND, value ? withScheme(value) : null);
    });
    setLinkOpen(false);
    editor.focus();
  };
  const insertImage = (src: string, alt: string) => {
    editor.update(() => {
      restore();
      $insertNodes([$createImageNode(src, alt), $createParagraphNode()]);
    });
    setImageOpen(false);
  };

  const linkValid = url.trim() !== '' && isSafeUrl(withScheme(url));
  return (
    <div className="border-b border-ink/15 bg-surface-muted">
      <div role="toolbar" aria-label={t('toolbar')} className="flex flex-wrap items-center gap-0.5 p-1">
        <ToolButton label={t('undo')} onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}>
          <Undo2 aria-hidden className="size-4 rtl:-scale-x-100" />
        </ToolButton>
        <ToolButton label={t('redo')} onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}>
          <Redo2 aria-hidden className="size-4 rtl:-scale-x-100" />
        </ToolButton>
        <span aria-hidden className="mx-1 h-6 w-px bg-ink/15" />
        <ToolButton label={t('paragraph')} active={block === 'paragraph'} onClick={() => setBlockType('paragraph')}>
          <Pilcrow aria-hidden className="size-4" />
        </ToolButton>
        <ToolButton label={t('heading2')} active={block === 'h2'} onClick={() => setBlockType('h2')}>
          <Heading2 aria-hidden className="size-4" />
        </ToolButton>
        <ToolButton label={t('heading3')} active={block === 'h3'} onClick={() => setBlockType('h3')}>
          <Heading3 aria-hidden className="size-4" />
        </ToolButton>
        <span aria-hidden className="mx-1 h-6 w-px bg-ink/15" />
        <ToolButton label={t('bold')} active={bold} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}>
          <Bold aria-hidden className="size-4" />
        </ToolButton>
        <ToolButton
          label={t('italic')}
          active={italic}
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}
        >
          <Italic aria-hidden className="size-4" />
        </ToolButton>
        <ToolButton label={t('bulletList')} active={block === 'bullet'} onClick={() => setBlockType('bullet')}>
          <List aria-hidden className="size-4 rtl:-scale-x-100" />
        </ToolButton>
        <ToolButton label={t('numberedList')} active={block === 'number'} onClick={() => setBlockType('number')}>
          <ListOrdered aria-hidden className="size-4 rtl:-scale-x-100" />
        </ToolButton>
        <ToolButton label={t('quote')} active={block === 'quote'} onClick={() => setBlockType('quote')}>
          <Quote aria-hidden className="size-4" />
        </ToolButton>
        <ToolButton label={t('link')} active={link !== null} onClick={openLink}>
          <Link2 aria-hidden className="size-4" />
        </ToolButton>
        <ToolButton
          label={t('image')}
          onClick={() => {
            remember();
            setImageOpen(true);
          }}
        >
          <ImagePlus aria-hidden className="size-4" />
        </ToolButton>
      </div>
      {linkOpen ? (
        <div className="flex flex-wrap items-end gap-2 border-t border-ink/15 p-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="editor-link-url" className="mb-1 block text-sm font-semibold">
              {t('linkUrl')}
            </label>
            <input
              id="editor-link-url"
              type="url"
              inputMode="url"
              autoFocus
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              placeholder="https://"
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  if (linkValid) applyLink(url);
                }
                if (e.key === 'Escape') {
                  e.preventDefault();
                  setLinkOpen(false);
                  editor.focus();
                }
              }}
              className="block min-h-11 w-full rounded border border-ink/25 bg-surface px-3 text-base"
              dir="ltr"
            />
          </div>
          <button
            type="button"
            disabled={!linkValid}
            onClick={() => applyLink(url)}
            className="min-h-11 rounded bg-brand-700 px-4 text-sm font-semibold text-white disabled:opacity-50"
          >
            {t('applyLink')}
          </button>
          {link !== null ? (
            <button
              type="button"
              onClick={() => applyLink(null)}
              className="min-h-11 rounded px-3 text-sm font-semibold hover:bg-ink/10"
            >
              {t('removeLink')}
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => {
              setLinkOpen(false);
              editor.focus();
            }}
            className="min-h-11 rounded px-3 text-sm hover:bg-ink/10"
          >
            {t('cancel')}
          </button>
        </div>
      ) : null}
      {imageOpen ? (
        <ImageDialog
          onInsert={insertImage}
          onCancel={() => {
            setImageOpen(false);
            editor.focus();
          }}
        />
      ) : null}
    </div>
  );
}
