import { readFile } from 'node:fs/promises';
import { parseStringPromise, processors } from 'xml2js';

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const FETCH_TIMEOUT_MS = 15_000;

/** One IdP of the metadata: entity ID, SSO address (HTTP-Redirect), signing certificates. */
export interface SamlIdp {
  entityId: string;
  ssoUrl: string;
  certs: string[];
}

type Node = { $?: Record<string, string>; _?: string; [child: string]: unknown };
const kids = (n: Node | undefined, name: string): Node[] => {
  const v = n?.[name] as Node | Node[] | undefined;
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
};

/** Every EntityDescriptor, at any depth of nested EntitiesDescriptor groups. */
const entitiesOf = (n: Node): Node[] => [
  ...kids(n, 'EntityDescriptor'),
  ...kids(n, 'EntitiesDescriptor').flatMap(entitiesOf),
];

const idpOf = (entity: Node): SamlIdp | undefined => {
  const descriptor = kids(entity, 'IDPSSODescriptor')[0];
  const sso = kids(descriptor, 'SingleSignOnService').find((x) => x.$?.Binding === REDIRECT);
  const certs = kids(descriptor, 'KeyDescriptor')
    .filter((k) => (k.$?.use ?? 'signing') === 'signing')
    .flatMap((k) => kids(kids(kids(k, 'KeyInfo')[0], 'X509Data')[0], 'X509Certificate'))
    .map((c) => String(typeof c === 'string' ? c : (c._ ?? '')).replace(/\s+/g, ''))
    .filter(Boolean);
  const entityId = entity.$?.entityID;
  return entityId && sso?.$?.Location && certs.length ? { entityId, ssoUrl: sso.$.Location, certs } : undefined;
};

/**
 * The IdPs of an IdP's metadata or of a federation's (an EntitiesDescriptor): those with an
 * HTTP-Redirect SSO service and a signing certificate; service providers and others are skipped.
 */
export const readIdpsMetadata = async (xml: string): Promise<SamlIdp[]> => {
  const doc = (await parseStringPromise(xml, { tagNameProcessors: [processors.stripPrefix] })) as Node;
  const idps = entitiesOf(doc).flatMap((e) => idpOf(e) ?? []);
  if (!idps.length)
    throw new Error('no SAML IdP with an HTTP-Redirect SSO service and a signing certificate in the metadata');
  return idps;
};

/** The metadata document from `SAML_IDP_METADATA_URL` (fetched) or `SAML_IDP_METADATA_FILE`. */
export const loadIdpsMetadata = async (source: { url?: string; file?: string }): Promise<SamlIdp[]> => {
  if (source.url) {
    const res = await fetch(source.url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`SAML metadata ${source.url}: HTTP ${res.status}`);
    return readIdpsMetadata(await res.text());
  }
  if (source.file) return readIdpsMetadata(await readFile(source.file, 'utf8'));
  throw new Error('no SAML metadata source');
};
