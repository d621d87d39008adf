import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

// A WebAuthn authenticator in software for the integration tests: a P-256 key (ES256), 'none' attestation, a
// sign counter, and the client's part (clientDataJSON with the challenge and the origin). It answers the options
// supabase-js hands out and returns credentials with toJSON(), which supabase-js serialises as a browser's.

type Bytes = ArrayBuffer | ArrayBufferView | string;

/** The options as supabase-js' mfa.challenge deserialises them outside a browser: binary fields as ArrayBuffers. */
interface CreationOptions { challenge: Bytes; rp: { id?: string }; user: { id: Bytes } }
interface RequestOptions { challenge: Bytes; rpId?: string; allowCredentials?: { id: Bytes }[] }

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

function toBuffer(value: Bytes): Buffer {
  if (typeof value === 'string') return Buffer.from(value, 'base64url');
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

/** The little CBOR (RFC 8949) an attestation object and a COSE key need: integers, byte and text strings, maps. */
export function cbor(value: unknown): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
    const out = Buffer.alloc(5);
    out[0] = (major << 5) | 26;
    out.writeUInt32BE(length, 1);
    return out;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Map) {
    return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
  }
  throw new Error(`cbor: unsupported value ${String(value)}`);
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private userHandle: Buffer | null = null;
  /** The sign counter the next assertion carries (incremented first); tests may set it back to simulate a clone. */
  counter = 0;

  constructor(private readonly origin: string) {
    ({ privateKey: this.privateKey, publicKey: this.publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' }));
  }

  get id(): string {
    return this.credentialId.toString('base64url');
  }

  /** navigator.credentials.create(): a new credential for the RP, attested with 'none'. */
  create(options: CreationOptions, { origin = this.origin }: { origin?: string } = {}) {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    this.userHandle = toBuffer(options.user.id);
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, origin);
    const jwk = this.publicKey.export({ format: 'jwk' });
    const coseKey = cbor(new Map<number, unknown>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]));
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.authDataHead(rpId, FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA, this.counter),
      Buffer.alloc(16), // AAGUID: none, as a software authenticator without attestation
      idLength,
      this.credentialId,
      coseKey,
    ]);
    const attestationObject = cbor(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
    return this.credential({
      clientDataJSON: clientDataJSON.toString('base64url'),
      attestationObject: attestationObject.toString('base64url'),
      transports: ['internal'],
    });
  }

  /** navigator.credentials.get(): an assertion over the challenge, with the counter moved on by one. */
  get(options: RequestOptions, { origin = this.origin }: { origin?: string } = {}) {
    const rpId = options.rpId ?? new URL(origin).hostname;
    const allowed = options.allowCredentials?.map((credential) => toBuffer(credential.id));
    if (allowed && !allowed.some((id) => id.equals(this.credentialId))) throw new Error('NotAllowedError: no credential for this request');
    this.counter += 1;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const authenticatorData = this.authDataHead(rpId, FLAG_USER_PRESENT | FLAG_USER_VERIFIED, this.counter);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey);
    return this.credential({
      clientDataJSON: clientDataJSON.toString('base64url'),
      authenticatorData: authenticatorData.toString('base64url'),
      signature: signature.toString('base64url'),
      userHandle: this.userHandle?.toString('base64url'),
    });
  }

  private clientData(type: string, challenge: Bytes, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge: toBuffer(challenge).toString('base64url'), origin, crossOrigin: false }));
  }

  private authDataHead(rpId: string, flags: number, counter: number): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count]);
  }

  /** What supabase-js receives from the browser; it sends toJSON()'s result as credential_response. */
  private credential(response: Record<string, unknown>) {
    const json = { id: this.id, rawId: this.id, type: 'public-key', response, clientExtensionResults: {}, authenticatorAttachment: 'platform' };
    return { ...json, toJSON: () => json };
  }
}
