// The rich-text editor of the product texts, on lexical: bold, italic, underline, lists, undo and
// redo; it reads and writes HTML (what the product page shows after the server sanitizes it).
// Loaded with import() by the editor screen only, so lexical is not in anyone's first load.
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $createParagraphNode, $getRoot, $insertNodes, type LexicalEditor } from 'lexical';
import { RichTextToolbar } from './rich-text-toolbar';
import './rich-text.css';

export type RichTextEditorProps = {
  /** The HTML the editor starts from. */
  initialHtml: string;
  onChange: (html: string) => void;
  label: string;
};

function loadHtml(html: string) {
  return (editor: LexicalEditor) => {
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

export default function RichTextEditor({ initialHtml, onChange, label }: RichTextEditorProps) {
  const initialConfig = {
    namespace: 'product-text',
    nodes: [ListNode, ListItemNode, HeadingNode, QuoteNode],
    editorState: loadHtml(initialHtml),
    onError: (error: Error) => {
      throw error;
    },
    theme: { text: { bold: 'rt-bold', italic: 'rt-italic', underline: 'rt-underline' } },
  };
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className="rich-text">
        <RichTextToolbar />
        <RichTextPlugin
          contentEditable={<ContentEditable className="rich-text__content" aria-label={label} aria-multiline />}
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        <OnChangePlugin
          ignoreSelectionChange
          onChange={(_state, editor) => {
            editor.read(() => onChange($generateHtmlFromNodes(editor, null)));
          }}
        />
      </div>
    </LexicalComposer>
  );
}
