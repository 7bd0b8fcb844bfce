import { useEffect } from 'react';

/**
 * Names the document after the product. The host titles every route ("Produkt – Basar") in its
 * own effect, which runs after this page's effects when both change at once (a language switch),
 * so the product's name is set once the host is done, in the next task.
 */
export function useProductTitle(name: string): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      document.title = name;
    }, 0);
    return () => clearTimeout(timer);
  }, [name]);
}
