// Short notifications (成功加入購物車 and the like). The store lives in the shared ui package, so a
// remote's notification shows in the one viewport the shell renders. Duration per the
// specification: 1000 ms by default.
import { create } from 'zustand';
import type { ReactNode } from 'react';

export type Notification = { id: number; title?: ReactNode; text: ReactNode; tone: 'success' | 'error'; durationMs: number };

type NotificationStore = {
  notifications: Notification[];
  notify: (notification: Omit<Notification, 'id' | 'tone' | 'durationMs'> & Partial<Pick<Notification, 'tone' | 'durationMs'>>) => void;
  dismiss: (id: number) => void;
};

let nextId = 1;

export const useNotifications = create<NotificationStore>((set, get) => ({
  notifications: [],
  notify: ({ tone = 'success', durationMs = 1000, ...rest }) => {
    const id = nextId++;
    set((state) => ({ notifications: [...state.notifications, { id, tone, durationMs, ...rest }] }));
    setTimeout(() => get().dismiss(id), durationMs);
  },
  dismiss: (id) => set((state) => ({ notifications: state.notifications.filter((n) => n.id !== id) })),
}));

export function notify(notification: Parameters<NotificationStore['notify']>[0]): void {
  useNotifications.getState().notify(notification);
}

export function NotificationViewport() {
  const notifications = useNotifications((state) => state.notifications);
  return (
    <div className="sf-notifications" aria-live="polite">
      {notifications.map((n) => (
        <div key={n.id} className={`sf-notification sf-notification--${n.tone}`}>
          {n.title ? <p className="sf-notification__title">{n.title}</p> : null}
          <p className="sf-notification__text">{n.text}</p>
        </div>
      ))}
    </div>
  );
}
