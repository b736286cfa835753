/** Escapes translated text for where it sits: element content, or a quoted or unquoted attribute value. */
export function escapeHtml(text: string, context: string): string {
  const content = text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  return context === 'text' ? content : content.replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

/** An unquoted attribute value gets quotes once translated: the translation may contain spaces. */
export function quoteUnquoted(written: string, context: string): string {
  return context === 'attribute-unquoted' ? `"${written}"` : written;
}
