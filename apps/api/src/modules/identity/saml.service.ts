import { readFileSync } from 'node:fs';
import { SAML, ValidateInResponseTo, type CacheProvider } from '@node-saml/node-saml';
import type { IdentityProvider } from '@portal/contracts';
import type { Logger } from '../../lib/logger.ts';
import type { RequestOrigin } from '../audit/audit.service.ts';
import { safeRedirect, SsoRefusal, type IdentityService } from './identity.service.ts';
import { loadIdpsMetadata, type SamlIdp } from './saml.metadata.ts';

const REQUEST_TTL_MS = 10 * 60_000;
/** eduPerson / brEduPerson attributes, by OID name or friendly name. */
const ATTRS = {
  eppn: ['urn:oid:1.3.6.1.4.1.5923.1.1.1.6', 'eduPersonPrincipalName'],
  mail: ['urn:oid:0.9.2342.19200300.100.1.3', 'mail', 'email'],
  affiliation: ['brEduAffiliationType', 'urn:oid:1.3.6.1.4.1.15996.100.1.1.2.1'],
};

export interface SamlSettings {
  idpMetadata: { url?: string; file?: string };
  /** The federation's discovery service (WAYF), asked which IdP when none is chosen. */
  discoveryUrl?: string;
  spCertFile: string;
  spKeyFile: string;
  spEntityId: string;
  label: string;
}

/** The Issuer the response names: it only picks the IdP whose keys and entity ID then check it. */
const issuerOf = (samlResponse: string): string | undefined => {
  // Scanned by hand, not by a pattern: the response comes from the network (linear time).
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  for (let at = xml.indexOf('Issuer'); at > 0; at = xml.indexOf('Issuer', at + 6)) {
    let start = at;
    if (xml[start - 1] === ':') for (start -= 1; start > 0 && /[\w-]/.test(xml[start - 1]!); start -= 1);
    const after = xml[at + 6];
    if (xml[start - 1] !== '<' || (after !== '>' && after !== ' ' && after !== '\t' && after !== '\n')) continue;
    const open = xml.indexOf('>', at);
    const close = open < 0 ? -1 : xml.indexOf('<', open);
    const text = close < 0 ? '' : xml.slice(open + 1, close).trim();
    return text && !/\s/.test(text) ? text : undefined;
  }
  return undefined;
};

const first = (profile: Record<string, unknown>, names: string[]): string | undefined => {
  for (const n of names) {
    const v = profile[n];
    const value = Array.isArray(v) ? v[0] : v;
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
};

/** brEduAffiliationType: students sign in student accounts, employees and faculty staff ones. */
const rolesOf = (affiliation: string | undefined): string[] => {
  if (!affiliation) return [];
  if (/aluno|student/i.test(affiliation)) return ['ALUNO'];
  if (/professor|funcionario|docente|servidor/i.test(affiliation)) return ['admin', 'representante_empresa'];
  return [];
};

/**
 * CAFe's SAML 2.0 service provider with @node-saml/node-saml: signed assertions required, audience
 * and recipient checked, InResponseTo kept in the database (any instance), assertions used once,
 * 3 minutes of clock skew (docs/decisions/019-institutional-sign-in.md).
 */
export const createSamlService = (deps: {
  settings: SamlSettings;
  appUrl: string;
  identity: IdentityService;
  log: Pick<Logger, 'warn'>;
}) => {
  const s = deps.settings;
  const spCertText = readFileSync(s.spCertFile, 'utf8');
  const base = deps.appUrl.replace(/\/$/, '');
  const startUrl = `${base}/api/auth/saml/cafe/start`;
  const cache: CacheProvider = {
    async saveAsync(key, value) {
      await deps.identity.saveState(key, 'saml', { value }, REQUEST_TTL_MS);
      return { value, createdAt: Date.now() };
    },
    // node-saml reads the request id twice (response and subject), then removes it; the
    // assertion id, marked used in one statement, keeps two racing posts from both passing.
    async getAsync(key) {
      const t = await deps.identity.peekState(key, 'saml');
      return t ? String(t.value) : null;
    },
    async removeAsync(key) {
      if (key) await deps.identity.takeState(key, 'saml');
      return key;
    },
  };
  /** One node-saml client per IdP of the metadata, all sharing the SP's keys and request cache. */
  const clientOf = (idp: SamlIdp) =>
    new SAML({
      callbackUrl: `${base}/api/auth/saml/acs`,
      entryPoint: idp.ssoUrl,
      issuer: s.spEntityId,
      audience: s.spEntityId,
      idpIssuer: idp.entityId,
      idpCert: idp.certs,
      privateKey: readFileSync(s.spKeyFile, 'utf8'),
      publicCert: spCertText,
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: false,
      acceptedClockSkewMs: 3 * 60_000,
      validateInResponseTo: ValidateInResponseTo.always,
      requestIdExpirationPeriodMs: REQUEST_TTL_MS,
      cacheProvider: cache,
      identifierFormat: null,
      disableRequestedAuthnContext: true,
    });
  type Clients = Map<string, { saml: SAML; idp: SamlIdp }>;
  /** The metadata is read at start; a failure is forgotten so the next use tries again. */
  let ready: Promise<Clients> | undefined;
  const setup = () => {
    if (ready) return ready;
    const loading = loadIdpsMetadata(s.idpMetadata).then(
      (idps): Clients => new Map(idps.map((idp) => [idp.entityId, { saml: clientOf(idp), idp }])),
    );
    loading.catch((err: unknown) => {
      deps.log.warn({ err }, 'SAML IdP metadata not read');
      if (ready === loading) ready = undefined;
    });
    return (ready = loading);
  };
  void setup().catch(() => undefined);
  // The SP's metadata needs no IdP: RNP asks for it before the federation lists the portal.
  const spOnly = clientOf({ entityId: s.spEntityId, ssoUrl: startUrl, certs: [spCertText] });
  const clients = () =>
    setup().catch(() => {
      throw new SsoRefusal('provider');
    });

  return {
    list: (): IdentityProvider[] => [{ id: 'cafe', kind: 'saml', label: s.label }],

    /** The SP's metadata, with the discovery service's return address when there is one. */
    metadata: () => {
      const xml = spOnly.generateServiceProviderMetadata(null, spCertText);
      if (!s.discoveryUrl) return xml;
      const ds = 'urn:oasis:names:tc:SAML:profiles:SSO:idp-discovery-protocol';
      const ext = `<Extensions><idpdisc:DiscoveryResponse xmlns:idpdisc="${ds}" Binding="${ds}" Location="${startUrl}" index="1"/></Extensions>`;
      return xml.replace(/(<(?:\w+:)?SPSSODescriptor\b[^>]*>)/, `$1${ext}`);
    },

    /**
     * The AuthnRequest to the chosen IdP (`entityID`, as the discovery service answers); with none
     * chosen, the discovery service is asked (SAML IdP discovery protocol: `entityID` is the SP,
     * `return` this start again), or the only IdP of the metadata is used.
     */
    async start(redirect: string | undefined, chosen: string | undefined): Promise<string> {
      const all = await clients();
      const next = safeRedirect(redirect);
      if (!chosen && s.discoveryUrl) {
        const back = `${startUrl}?${new URLSearchParams({ redirect: next }).toString()}`;
        const url = new URL(s.discoveryUrl);
        url.searchParams.set('entityID', s.spEntityId);
        url.searchParams.set('return', back);
        return url.toString();
      }
      const client = chosen ? all.get(chosen) : all.size === 1 ? [...all.values()][0] : undefined;
      if (!client) throw new SsoRefusal('provider');
      return client.saml.getAuthorizeUrlAsync(next, undefined, {});
    },

    /** Checks the POSTed response and answers the one-time code and where to go after it. */
    async acs(body: Record<string, string>, origin: RequestOrigin): Promise<{ code: string; redirect: string }> {
      if (typeof body.SAMLResponse !== 'string') throw new SsoRefusal('token');
      const issuer = issuerOf(body.SAMLResponse);
      const client = issuer ? (await clients()).get(issuer) : undefined;
      if (!client) throw new SsoRefusal('token');
      const { saml, idp } = client;
      const result = await saml.validatePostResponseAsync({ SAMLResponse: body.SAMLResponse }).catch((err: unknown) => {
        deps.log.warn({ err }, 'SAML response refused');
        throw new SsoRefusal(/InResponseTo/i.test((err as Error).message ?? '') ? 'state' : 'token');
      });
      const profile = result.profile as Record<string, unknown> | null;
      const assertionId = (result.profile?.getAssertion?.() as { Assertion?: { $?: { ID?: string } } })?.Assertion?.$
        ?.ID;
      if (!profile || !assertionId || !(await deps.identity.markUsed(assertionId, REQUEST_TTL_MS)))
        throw new SsoRefusal('token');
      const code = await deps.identity.signIn(
        {
          provider: idp.entityId,
          providerId: 'cafe',
          subject: first(profile, ATTRS.eppn) ?? String(profile.nameID),
          email: first(profile, ATTRS.mail)?.toLowerCase(),
          // The federation's IdP is the university's own directory: its mail is the institution's.
          emailVerified: true,
          mfaDone: false,
          roles: rolesOf(first(profile, ATTRS.affiliation)),
        },
        origin,
      );
      return { code, redirect: safeRedirect(body.RelayState) };
    },
  };
};

export type SamlService = ReturnType<typeof createSamlService>;
