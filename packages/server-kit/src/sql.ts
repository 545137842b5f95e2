/** A LIKE pattern matching `text` anywhere: `%`, `_` and `\` in it stand for themselves. */
export function likeAnywhere(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
