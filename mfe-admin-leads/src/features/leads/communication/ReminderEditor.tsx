import { css } from '@emotion/react';
import { theme } from '@clinic/platform';
import Highlight from '@tiptap/extension-highlight';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';

/** The three text colours of the reminder editor (booking-leads-calendar.md 2). */
const COLOURS = [
  { key: 'red', value: '#c62828' },
  { key: 'blue', value: '#1565c0' },
  { key: 'green', value: '#2e7d32' },
] as const;
const HEADING_LEVELS = [1, 2, 3] as const;

export interface ReminderEditorProps {
  /** The message to start from; a new value replaces what is in the editor. */
  initialHtml: string;
  onChange: (html: string) => void;
  disabled?: boolean;
}

function ToolButton({
  pressed,
  onClick,
  label,
  disabled,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  label: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      css={css({
        minWidth: '36px',
        minHeight: '36px',
        padding: '0 8px',
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        background: pressed ? theme.colors.infoBg : theme.colors.background,
        color: theme.colors.text,
        cursor: 'pointer',
        '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
        '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '1px' },
      })}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const { t } = useTranslation(NS.staff);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      highlight: e.isActive('highlight'),
      color: (e.getAttributes('textStyle').color as string | undefined) ?? null,
      heading: HEADING_LEVELS.find((level) => e.isActive('heading', { level })) ?? null,
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div role="toolbar" aria-label={t('communication.toolbarLabel')} css={css({ display: 'flex', flexWrap: 'wrap', gap: theme.space(1) })}>
      <ToolButton pressed={state.bold} disabled={disabled} label={t('communication.bold')} onClick={() => chain().toggleBold().run()}>
        <strong>B</strong>
      </ToolButton>
      <ToolButton pressed={state.italic} disabled={disabled} label={t('communication.italic')} onClick={() => chain().toggleItalic().run()}>
        <em>I</em>
      </ToolButton>
      <ToolButton pressed={state.highlight} disabled={disabled} label={t('communication.highlight')} onClick={() => chain().toggleHighlight().run()}>
        <mark>H</mark>
      </ToolButton>
      {COLOURS.map((colour) => (
        <ToolButton
          key={colour.key}
          pressed={state.color === colour.value}
          disabled={disabled}
          label={t(`communication.${colour.key}`)}
          onClick={() => (state.color === colour.value ? chain().unsetColor().run() : chain().setColor(colour.value).run())}
        >
          <span aria-hidden css={css({ display: 'inline-block', width: '14px', height: '14px', borderRadius: '50%', background: colour.value })} />
        </ToolButton>
      ))}
      {HEADING_LEVELS.map((level) => (
        <ToolButton
          key={level}
          pressed={state.heading === level}
          disabled={disabled}
          label={t('communication.heading', { level })}
          onClick={() => chain().toggleHeading({ level }).run()}
        >
          H{level}
        </ToolButton>
      ))}
    </div>
  );
}

/** The reminder's rich-text editor (TipTap): bold, italic, highlight, red/blue/green, headings 1 to 3. */
export function ReminderEditor({ initialHtml, onChange, disabled }: ReminderEditorProps) {
  const { t } = useTranslation(NS.staff);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [...HEADING_LEVELS] }, link: false, codeBlock: false, code: false }), TextStyle, Color, Highlight],
    content: initialHtml,
    // dir="auto": a message in Arabic, Farsi or Pashto reads right to left, one in English left to right.
    editorProps: { attributes: { 'aria-label': t('communication.editorLabel'), 'aria-multiline': 'true', role: 'textbox', dir: 'auto' } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });

  useEffect(() => {
    if (!editor || editor.getHTML() === initialHtml) return;
    editor.commands.setContent(initialHtml, { emitUpdate: false });
    onChange(editor.getHTML());
    // Only a new starting message resets the editor; onChange is the caller's state setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, initialHtml]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  if (!editor) return null;
  return (
    <div css={css({ display: 'grid', gap: theme.space(2) })}>
      <Toolbar editor={editor} disabled={disabled} />
      <EditorContent
        editor={editor}
        css={css({
          '.tiptap': {
            minHeight: '200px',
            maxHeight: '420px',
            overflowY: 'auto',
            padding: theme.space(3),
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radius,
            background: theme.colors.background,
            overflowWrap: 'anywhere',
          },
          '.tiptap:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '1px' },
          '.tiptap h1': { fontSize: '1.5rem' },
          '.tiptap h2': { fontSize: '1.25rem' },
          '.tiptap h3': { fontSize: '1.1rem' },
        })}
      />
    </div>
  );
}
