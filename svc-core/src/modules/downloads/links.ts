import { API_PREFIX } from '@clinic/contracts';
import { signToken, verifyToken, type TokenKey } from '@clinic/server-kit';

/** How long a download link works: enough to open it, too short to pass around. */
export const DOWNLOAD_LINK_TTL_SECONDS = 5 * 60;

/** A stored file (`DATA_DIR/files/<stored_name>`) as a link hands it out. */
export interface DownloadableFile {
  storedName: string;
  fileName: string;
  mimeType: string;
  /** inline: shown in the page (images, PDFs in the drawer); attachment: saved. */
  disposition: 'inline' | 'attachment';
}

interface DownloadClaims {
  sub: string;
  name: string;
  type: string;
  disposition: 'inline' | 'attachment';
}

/**
 * A short-lived link to one stored file, for whoever may see it right now: the signed token names
 * the file, so the link cannot be turned into another file's, and it expires (DESIGN.md 3: files are
 * read only through authorized endpoints).
 */
export async function downloadLink(signingKey: TokenKey, file: DownloadableFile): Promise<string> {
  const claims: DownloadClaims = { sub: file.storedName, name: file.fileName, type: file.mimeType, disposition: file.disposition };
  const token = await signToken('download', { ...claims }, { key: signingKey, ttlSeconds: DOWNLOAD_LINK_TTL_SECONDS });
  return `${API_PREFIX}/downloads/${token}/`;
}

/** The file a download token names; throws 401 for an expired or forged token. */
export async function fileOfDownloadToken(verifyKey: TokenKey, token: string): Promise<DownloadableFile> {
  const claims = await verifyToken<DownloadClaims>('download', token, verifyKey);
  return { storedName: claims.sub, fileName: claims.name, mimeType: claims.type, disposition: claims.disposition };
}
