import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TermHtml } from '../../../components/term-html/term-html';
import { applyTool, HTML_TOOLS, type HtmlTool } from './html-toolbar';

interface TermEditorProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The term's HTML with formatting buttons, beside a preview sanitised as students will see it
 * (docs/decisions/017-career-office-screens.md#terms).
 */
export const TermEditor = ({ value, onChange, error, disabled }: TermEditorProps) => {
  const input = useRef<HTMLTextAreaElement>(null);
  const apply = (tool: HtmlTool) => {
    const el = input.current;
    const { text, selection } = applyTool(
      value,
      el?.selectionStart ?? value.length,
      el?.selectionEnd ?? value.length,
      tool,
    );
    onChange(text);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(selection[0], selection[1]);
    });
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
        <Box role="toolbar" aria-label="Formatação" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {HTML_TOOLS.map((tool) => (
            <Button key={tool.label} size="small" variant="outlined" disabled={disabled} onClick={() => apply(tool)}>
              {tool.label}
            </Button>
          ))}
        </Box>
        <TextField
          label="Texto do termo (HTML)"
          multiline
          minRows={14}
          maxRows={30}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? 'Scripts, estilos e atributos de evento são removidos ao publicar.'}
          slotProps={{
            htmlInput: { ref: input, spellCheck: true },
            input: { sx: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 14 } },
          }}
        />
      </Box>
      <Paper variant="outlined" component="section" aria-labelledby="term-preview-title" sx={{ p: 2, minWidth: 0 }}>
        <Typography id="term-preview-title" variant="subtitle2" component="h2" color="text.secondary" sx={{ mb: 1 }}>
          Pré-visualização
        </Typography>
        <TermHtml html={value} testId="term-preview" />
      </Paper>
    </Box>
  );
};
