/** Scrolls a card of the lead detail into view and moves focus to it when it can take focus (tabIndex -1). */
export function scrollToAnchor(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  if (target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
}
