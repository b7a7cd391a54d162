import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeading } from '../../../components/page-heading';

const SHORTCUTS = [
  ['Alt + 1', 'Ir para o conteúdo da página'],
  ['Alt + 2', 'Ir para o menu (nas páginas com menu)'],
  ['Alt + 3', 'Ir para a busca (nas páginas com busca)'],
  ['Alt + 4', 'Ir para o rodapé'],
] as const;

const FEATURES = [
  'Links "Ir para o conteúdo", "Ir para o menu", "Ir para a busca" e "Ir para o rodapé" no topo de cada página, visíveis ao navegar com a tecla Tab.',
  'Temas claro, escuro e de alto contraste, escolhidos na barra superior e guardados neste navegador.',
  'Texto ampliável até 200% (Ctrl + "+") sem perda de conteúdo, e páginas que se reorganizam em telas estreitas.',
  'Todas as funções podem ser usadas pelo teclado, com o foco sempre visível; botões e links têm pelo menos 24 × 24 pixels.',
  'Vídeos do Palco Profissional com legendas e a transcrição ao lado, em que cada frase leva o vídeo ao seu momento.',
  'No Palco Profissional, a análise facial é opcional: sem ela nenhuma foto do rosto é pedida e a nota vem só da fala, sem redução.',
  'Campos de senha aceitam colar (gerenciadores de senha) e nenhum passo pede para resolver desafios ou memorizar informações.',
  '"Reportar problema" fica sempre no mesmo lugar do menu, em todas as telas.',
];

/**
 * 'Acessibilidade' (eMAG; docs/spec/02-screens.md#accessibility): the shortcuts, the portal's
 * accessibility features and how to report a barrier. Linked from every footer.
 */
export const AccessibilityPage = () => (
  <Box sx={{ display: 'grid', gap: 3, maxWidth: 860 }}>
    <PageHeading>Acessibilidade</PageHeading>
    <Typography>
      Este portal segue as recomendações de acessibilidade do eMAG e a norma ABNT NBR 17225 (WCAG 2.2, nível AA), para
      que todas as pessoas, inclusive pessoas com deficiência (Lei 13.146/2015, art. 63), possam usá-lo.
    </Typography>
    <Paper variant="outlined" component="section" aria-labelledby="atalhos" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="atalhos" variant="h2" component="h2" sx={{ mb: 1.5 }}>
        Atalhos de teclado
      </Typography>
      <Box component="table" sx={{ borderCollapse: 'collapse', '& td, & th': { py: 0.75, pr: 3, textAlign: 'left' } }}>
        <thead>
          <tr>
            <th scope="col">Teclas</th>
            <th scope="col">Ação</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map(([keys, action]) => (
            <tr key={keys}>
              <td>
                <Box component="kbd" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
                  {keys}
                </Box>
              </td>
              <td>{action}</td>
            </tr>
          ))}
        </tbody>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        No Firefox, use Alt + Shift + número. Os mesmos destinos estão nos links do topo de cada página.
      </Typography>
    </Paper>
    <Paper variant="outlined" component="section" aria-labelledby="recursos" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="recursos" variant="h2" component="h2" sx={{ mb: 1.5 }}>
        Recursos de acessibilidade
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
        {FEATURES.map((f) => (
          <Typography component="li" key={f}>
            {f}
          </Typography>
        ))}
      </Box>
    </Paper>
    <Paper variant="outlined" component="section" aria-labelledby="barreiras" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="barreiras" variant="h2" component="h2" sx={{ mb: 1.5 }}>
        Encontrou uma barreira?
      </Typography>
      <Typography>
        Use "Reportar problema" no menu lateral (depois de entrar) ou procure o escritório de carreiras da universidade,
        dizendo a página e o que aconteceu. Respondemos e corrigimos o quanto antes.
      </Typography>
    </Paper>
  </Box>
);
