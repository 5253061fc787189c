// The editor's tools; at 992 px or narrower they fold behind one button (merchant.md §2).
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { Trans, useLingui } from '@lingui/react/macro';
import { FORMAT_TEXT_COMMAND, REDO_COMMAND, UNDO_COMMAND } from 'lexical';
import { useId, useState } from 'react';

export function RichTextToolbar() {
  const { t } = useLingui();
  const [editor] = useLexicalComposerContext();
  const [open, setOpen] = useState(false);
  const toolsId = useId();
  const tools = [
    { label: t`粗體`, text: 'B', run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold') },
    { label: t`斜體`, text: 'I', run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic') },
    { label: t`底線`, text: 'U', run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'underline') },
    { label: t`項目清單`, text: '•', run: () => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined) },
    // One symbol (⒈), not the text "1.": a tool's name is its label, and a visible text that is
    // not part of that name confuses speech input (WCAG 2.5.3, label in name).
    { label: t`編號清單`, text: '⒈', run: () => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined) },
    { label: t`復原`, text: '↶', run: () => editor.dispatchCommand(UNDO_COMMAND, undefined) },
    { label: t`重做`, text: '↷', run: () => editor.dispatchCommand(REDO_COMMAND, undefined) },
  ];
  return (
    <div className="rich-text__bar">
      <button
        type="button"
        className="rich-text__fold sf-button"
        aria-expanded={open}
        aria-controls={toolsId}
        onClick={() => setOpen(!open)}
      >
        <Trans>編輯工具</Trans>
      </button>
      <div
        id={toolsId}
        role="toolbar"
        aria-label={t`文字格式`}
        className={open ? 'rich-text__tools rich-text__tools--open' : 'rich-text__tools'}
      >
        {tools.map((tool) => (
          <button
            key={tool.label}
            type="button"
            className="rich-text__tool"
            title={tool.label}
            aria-label={tool.label}
            // Keep the text selection in the editor while clicking a tool.
            onMouseDown={(event) => event.preventDefault()}
            onClick={tool.run}
          >
            {tool.text}
          </button>
        ))}
      </div>
    </div>
  );
}
