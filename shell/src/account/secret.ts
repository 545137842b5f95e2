/** A base32 secret as people read it: groups of four. */
export function groupedSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** The SVG of the server as an image URL (the gateway's CSP allows `data:` images; no markup is injected). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
