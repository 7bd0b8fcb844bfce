const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every piece of shopper data goes into a mail's HTML through this: names, items, addresses. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
