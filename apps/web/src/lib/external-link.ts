/**
 * Anchor attributes for a configured external link. A web page opens in a new tab; a mailto: (or
 * tel:) address must not: with target=_blank the browser leaves an empty tab behind while the
 * e-mail program opens.
 */
export const externalLinkProps = (href: string | undefined): { href?: string; target?: '_blank'; rel?: string } => {
  if (!href) return {};
  if (/^(mailto|tel):/i.test(href)) return { href };
  return { href, target: '_blank', rel: 'noopener noreferrer' };
};
