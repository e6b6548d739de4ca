/** `text` as XML character data: the sitemap's addresses, the resume PDF's metadata. */
export const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
