import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { createRequire } from 'node:module';

// samlify's type declarations pull in the DOM library, which changes fetch's types for the whole
// program: it is loaded untyped, with the little this file uses declared here.
interface SamlifyEntity {
  entityMeta: { getAssertionConsumerService(binding: string): string; getEntityID(): string };
  getMetadata(): string;
  createLoginResponse(
    sp: SamlifyEntity,
    request: object,
    binding: string,
    user: object,
    template: (t: string) => { id: string; context: string },
  ): Promise<{ context: string }>;
}
const samlify = createRequire(import.meta.url)('samlify') as {
  setSchemaValidator(v: { validate: () => Promise<string> }): void;
  IdentityProvider(settings: object): SamlifyEntity;
  ServiceProvider(settings: object): SamlifyEntity;
};

const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);
const pem = (name: string) => readFileSync(fixture(name), 'utf8');

// The app validates the XML itself (node-saml); the test IdP needs no schema check of the request.
samlify.setSchemaValidator({ validate: () => Promise.resolve('skipped') });

export const IDP_ENTITY_ID = 'https://idp.universidade.test/idp/shibboleth';
const SSO_URL = 'https://idp.universidade.test/idp/profile/SAML2/Redirect/SSO';
/** The second IdP of the federation's metadata (createTestSamlIdp's `federation`). */
export const OTHER_IDP_ENTITY_ID = 'https://idp.outra.test/idp/shibboleth';
export const OTHER_SSO_URL = 'https://idp.outra.test/idp/profile/SAML2/Redirect/SSO';

/** What a test wants the IdP to say or to break. */
export interface SamlAnswer {
  eppn: string;
  mail?: string;
  affiliation?: string;
  audience?: string;
  /** Minutes from now of NotOnOrAfter (negative: expired). */
  validMinutes?: number;
  /** The assertion left unsigned (the message is signed instead). */
  unsigned?: boolean;
  /** Signed with a key the metadata does not publish. */
  foreignKey?: boolean;
  inResponseTo?: string;
  /** The federation's other IdP answers (its entity ID and key). */
  other?: boolean;
}

const attributes = (a: SamlAnswer) =>
  [
    ['urn:oid:1.3.6.1.4.1.5923.1.1.1.6', 'eduPersonPrincipalName', a.eppn],
    ['urn:oid:0.9.2342.19200300.100.1.3', 'mail', a.mail],
    ['brEduAffiliationType', 'brEduAffiliationType', a.affiliation],
  ]
    .filter(([, , v]) => v)
    .map(
      ([name, friendly, v]) =>
        `<saml:Attribute Name="${name}" FriendlyName="${friendly}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:uri"><saml:AttributeValue xsi:type="xs:string">${v}</saml:AttributeValue></saml:Attribute>`,
    )
    .join('');

/**
 * A SAML IdP in the test process (samlify): its metadata file for the app, and signed responses
 * to the app's AuthnRequests, POSTed as the browser would. `ssoUrl` is where its SSO service is
 * published (a journey serves it on loopback); `federation` lists a second IdP beside it.
 */
export const createTestSamlIdp = (dir: string, opts: { federation?: boolean; ssoUrl?: string } = {}) => {
  const idpOf = (entityID: string, sso: string, key: string, cert: string) =>
    samlify.IdentityProvider({
      entityID,
      privateKey: pem(key),
      signingCert: pem(cert),
      singleSignOnService: [{ Binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', Location: sso }],
      wantAuthnRequestsSigned: false,
    });
  const idp = idpOf(IDP_ENTITY_ID, opts.ssoUrl ?? SSO_URL, 'idp.key', 'idp.crt');
  const other = idpOf(OTHER_IDP_ENTITY_ID, OTHER_SSO_URL, 'other.key', 'other.crt');
  // The federation's metadata also lists a service provider, which is no IdP to offer.
  const entity = (e: SamlifyEntity) => e.getMetadata().replace(/^<\?xml[^>]*>\s*/, '');
  const sp = `<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://sp.outro.test/shibboleth"><SPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"><AssertionConsumerService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://sp.outro.test/acs" index="0"/></SPSSODescriptor></EntityDescriptor>`;
  const metadata = opts.federation
    ? `<?xml version="1.0"?><md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" Name="urn:mace:rnp.br:cafe:teste">${entity(idp)}<md:EntitiesDescriptor Name="outras">${entity(other)}${sp}</md:EntitiesDescriptor></md:EntitiesDescriptor>`
    : idp.getMetadata();
  const metadataFile = join(dir, 'idp-metadata.xml');
  writeFileSync(metadataFile, metadata);
  return {
    metadata,
    env: {
      SAML_IDP_METADATA_FILE: metadataFile,
      SAML_SP_CERT_FILE: fixture('sp.crt'),
      SAML_SP_PRIVATE_KEY_FILE: fixture('sp.key'),
    },
    /** The AuthnRequest's ID in the app's redirect to the IdP. */
    requestId(location: string): string {
      const xml = inflateRawSync(Buffer.from(new URL(location).searchParams.get('SAMLRequest')!, 'base64')).toString();
      return /ID="([^"]+)"/.exec(xml)![1]!;
    },
    async respond(spMetadata: string, requestId: string, a: SamlAnswer): Promise<string> {
      // samlify signs the assertion when the SP's metadata asks for it, else only the message.
      const metadata = a.unsigned
        ? spMetadata.replace('WantAssertionsSigned="true"', 'WantAssertionsSigned="false"')
        : spMetadata;
      const sp = samlify.ServiceProvider({ metadata });
      // A foreign key: the other IdP's, which the metadata publishes for that IdP only.
      const signer = (a.other ?? false) !== (a.foreignKey ?? false) ? other : idp;
      const issuer = a.other ? OTHER_IDP_ENTITY_ID : IDP_ENTITY_ID;
      const now = new Date();
      const until = new Date(now.getTime() + (a.validMinutes ?? 5) * 60_000);
      const before = new Date(Math.min(now.getTime(), until.getTime() - 10 * 60_000));
      const { context } = await signer.createLoginResponse(
        sp,
        { extract: { request: { id: requestId } } },
        'post',
        { email: a.eppn },
        (template: string) => {
          const id = `_r${Math.random().toString(16).slice(2)}`;
          const values: Record<string, string> = {
            ID: id,
            AssertionID: `_a${Math.random().toString(16).slice(2)}`,
            Destination: sp.entityMeta.getAssertionConsumerService(
              'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
            ) as string,
            Audience: a.audience ?? sp.entityMeta.getEntityID(),
            SubjectRecipient: sp.entityMeta.getAssertionConsumerService(
              'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
            ) as string,
            Issuer: issuer,
            IssueInstant: before.toISOString(),
            StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
            ConditionsNotBefore: before.toISOString(),
            ConditionsNotOnOrAfter: until.toISOString(),
            SubjectConfirmationDataNotOnOrAfter: until.toISOString(),
            NameIDFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
            NameID: `transient-${Math.random().toString(16).slice(2)}`,
            InResponseTo: a.inResponseTo ?? requestId,
            AuthnStatement: `<saml:AuthnStatement AuthnInstant="${before.toISOString()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`,
            AttributeStatement: `<saml:AttributeStatement>${attributes(a)}</saml:AttributeStatement>`,
          };
          return { id, context: template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m) };
        },
      );
      return context;
    },
  };
};
