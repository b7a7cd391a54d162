import { readFileSync } from 'node:fs';
import { SAML, ValidateInResponseTo, type CacheProvider } from '@node-saml/node-saml';
import { parseStringPromise, processors } from 'xml2js';
import type { IdentityProvider } from '@portal/contracts';
import type { Logger } from '../../lib/logger.ts';
import type { RequestOrigin } from '../audit/audit.service.ts';
import { safeRedirect, SsoRefusal, type IdentityService } from './identity.service.ts';

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const REQUEST_TTL_MS = 10 * 60_000;
/** eduPerson / brEduPerson attributes, by OID name or friendly name. */
const ATTRS = {
  eppn: ['urn:oid:1.3.6.1.4.1.5923.1.1.1.6', 'eduPersonPrincipalName'],
  mail: ['urn:oid:0.9.2342.19200300.100.1.3', 'mail', 'email'],
  affiliation: ['brEduAffiliationType', 'urn:oid:1.3.6.1.4.1.15996.100.1.1.2.1'],
};

export interface SamlSettings {
  idpMetadataFile: string;
  spCertFile: string;
  spKeyFile: string;
  spEntityId: string;
  label: string;
}

type Node = { $?: Record<string, string>; _?: string; [child: string]: unknown };
const kids = (n: Node | undefined, name: string): Node[] => {
  const v = n?.[name] as Node | Node[] | undefined;
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
};

/** The first IdP of a metadata document: entity ID, SSO address (HTTP-Redirect), signing certificates. */
export const readIdpMetadata = async (xml: string) => {
  const doc = (await parseStringPromise(xml, { tagNameProcessors: [processors.stripPrefix] })) as Node;
  const entities = [...kids(doc, 'EntityDescriptor'), ...kids(kids(doc, 'EntitiesDescriptor')[0], 'EntityDescriptor')];
  const idp = entities.find((e) => kids(e, 'IDPSSODescriptor').length > 0);
  const descriptor = kids(idp, 'IDPSSODescriptor')[0];
  const sso = kids(descriptor, 'SingleSignOnService').find((x) => x.$?.Binding === REDIRECT);
  const certs = kids(descriptor, 'KeyDescriptor')
    .filter((k) => (k.$?.use ?? 'signing') === 'signing')
    .flatMap((k) => kids(kids(kids(k, 'KeyInfo')[0], 'X509Data')[0], 'X509Certificate'))
    .map((c) => String(typeof c === 'string' ? c : (c._ ?? '')).replace(/\s+/g, ''));
  if (!idp || !sso?.$?.Location || !certs.length)
    throw new Error('no SAML IdP with an HTTP-Redirect SSO service and a signing certificate in the metadata');
  return { entityId: idp.$?.entityID ?? '', ssoUrl: sso.$.Location, certs };
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
  /** The IdP's metadata is read at the first use; a failure is forgotten so the next use tries again. */
  let ready: Promise<{ saml: SAML; idp: Awaited<ReturnType<typeof readIdpMetadata>> }> | undefined;
  const setup = () => {
    ready ??= (async () => {
      const idp = await readIdpMetadata(readFileSync(s.idpMetadataFile, 'utf8'));
      const spCert = readFileSync(s.spCertFile, 'utf8');
      const acs = `${deps.appUrl.replace(/\/$/, '')}/api/auth/saml/acs`;
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
      const saml = new SAML({
        callbackUrl: acs,
        entryPoint: idp.ssoUrl,
        issuer: s.spEntityId,
        audience: s.spEntityId,
        idpIssuer: idp.entityId,
        idpCert: idp.certs,
        privateKey: readFileSync(s.spKeyFile, 'utf8'),
        publicCert: spCert,
        wantAssertionsSigned: true,
        wantAuthnResponseSigned: false,
        acceptedClockSkewMs: 3 * 60_000,
        validateInResponseTo: ValidateInResponseTo.always,
        requestIdExpirationPeriodMs: REQUEST_TTL_MS,
        cacheProvider: cache,
        identifierFormat: null,
        disableRequestedAuthnContext: true,
      });
      return { saml, idp };
    })();
    ready.catch(() => (ready = undefined));
    return ready;
  };

  return {
    list: (): IdentityProvider[] => [{ id: 'cafe', kind: 'saml', label: s.label }],

    metadata: async () => (await setup()).saml.generateServiceProviderMetadata(null, spCertText),

    async start(redirect: string | undefined): Promise<string> {
      const { saml } = await setup().catch(() => {
        throw new SsoRefusal('provider');
      });
      return saml.getAuthorizeUrlAsync(safeRedirect(redirect), undefined, {});
    },

    /** Checks the POSTed response and answers the one-time code and where to go after it. */
    async acs(body: Record<string, string>, origin: RequestOrigin): Promise<{ code: string; redirect: string }> {
      if (typeof body.SAMLResponse !== 'string') throw new SsoRefusal('token');
      const { saml, idp } = await setup().catch(() => {
        throw new SsoRefusal('provider');
      });
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
