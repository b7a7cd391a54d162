/** The editor's formatting buttons: each wraps the selection (or a placeholder) in tags. */
export interface HtmlTool {
  label: string;
  before: string;
  after: string;
  placeholder: string;
}

export const HTML_TOOLS: readonly HtmlTool[] = [
  { label: 'Título', before: '<h2>', after: '</h2>', placeholder: 'Título' },
  { label: 'Parágrafo', before: '<p>', after: '</p>', placeholder: 'Texto' },
  { label: 'Negrito', before: '<strong>', after: '</strong>', placeholder: 'texto' },
  { label: 'Itálico', before: '<em>', after: '</em>', placeholder: 'texto' },
  { label: 'Lista', before: '<ul>\n  <li>', after: '</li>\n</ul>', placeholder: 'item' },
  { label: 'Link', before: '<a href="https://">', after: '</a>', placeholder: 'texto do link' },
];

/** The text with `tool` applied to [start, end); and where the wrapped text now sits. */
export const applyTool = (text: string, start: number, end: number, tool: HtmlTool) => {
  const inner = text.slice(start, end) || tool.placeholder;
  const next = text.slice(0, start) + tool.before + inner + tool.after + text.slice(end);
  const from = start + tool.before.length;
  return { text: next, selection: [from, from + inner.length] as const };
};
