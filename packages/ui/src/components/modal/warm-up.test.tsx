import { describe, expect, it } from 'vitest';
import { warmUpModal } from './warm-up';

describe('warmUpModal', () => {
  it('renders a modal once, off the document, without touching the page meanwhile', async () => {
    document.body.innerHTML = '<main><button type="button">Пополнить бюджет</button></main>';
    document.querySelector('button')?.focus();
    // Anything the modal's effects would do, even for a moment: a portal, aria-hidden on the page,
    // the scroll lock's style, a focus move.
    const changes: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) changes.push(`${record.type} ${record.attributeName ?? ''}`);
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
    const onFocus = (event: FocusEvent) => changes.push(event.type);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('focusout', onFocus);

    await expect(warmUpModal()).resolves.toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();
    document.removeEventListener('focusin', onFocus);
    document.removeEventListener('focusout', onFocus);

    expect(changes).toEqual([]);
    // Once per page.
    await expect(warmUpModal()).resolves.toBe(false);
  });
});
