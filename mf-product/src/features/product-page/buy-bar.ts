// Whether the phone's buy bar shows: on a phone (<= 992 px) while the panel's own buttons are out
// of the window (above or below it), never on desktop, where the panel sits beside the gallery.
// While it shows, the page's root carries --sf-bottom-bar (its height), which the design tokens
// use to keep the notices and the page's end clear of it (packages/ui styles, the shell's frame).
import { useEffect, useState, type RefObject } from 'react';

const PHONE = '(max-width: 992px)';
const BAR_HEIGHT = '64px';

export function useBuyBar(buttons: RefObject<HTMLElement | null>, available: boolean): boolean {
  const [phone, setPhone] = useState(false);
  const [inView, setInView] = useState(true);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(PHONE);
    const follow = () => setPhone(query.matches);
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  useEffect(() => {
    const element = buttons.current;
    if (!element || !available || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setInView(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [buttons, available]);

  const shown = available && phone && !inView;
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    root.style.setProperty('--sf-bottom-bar', BAR_HEIGHT);
    return () => {
      root.style.removeProperty('--sf-bottom-bar');
    };
  }, [shown]);
  return shown;
}
