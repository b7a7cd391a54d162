import { STATES } from '@portal/contracts';

interface Criteria {
  title: string | null;
  state: string | null;
  city: string | null;
}

/** The state as the search's select shows it ('Ceará' is stored by its legacy name, shown as CE). */
const stateLabel = (value: string): string => STATES.find((s) => s.value === value)?.label ?? value;

/** The criteria of an alert in reading order: '"estágio"', 'Campinas', 'SP'. Blanks are left out. */
export const criteriaParts = ({ title, state, city }: Criteria): string[] =>
  [title?.trim() ? `"${title.trim()}"` : '', city?.trim() ?? '', state ? stateLabel(state) : ''].filter(Boolean);

/** A name for an alert made from a search: 'estágio em Campinas - SP' (the form's 80-character limit). */
export const suggestAlertName = (criteria: { title: string; state: string; city: string }): string => {
  const title = criteria.title.trim();
  const place = [criteria.city.trim(), criteria.state ? stateLabel(criteria.state) : ''].filter(Boolean).join(' - ');
  const name = title && place ? `${title} em ${place}` : title || place;
  return name.slice(0, 80);
};
