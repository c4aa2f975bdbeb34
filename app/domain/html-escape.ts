// The one escaping of text for HTML and XML (mail templates, the printable trip list, the sitemap):
// safe in element content and in quoted or unquoted attribute values.
const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
  '=': '&#61;',
};

export function escapeHtml(value: string | null | undefined): string {
  return (value ?? '').replace(/[&<>"'`=]/g, (char) => escapes[char]!);
}
