// A toast as the server raises it (a flash in the session cookie, an action's answer) and the page shows it
// (components/ui/toast.tsx): its own module, so services and the session cookie name it without importing a component.
export type ToastInput = { title: string; description?: string; variant?: 'default' | 'destructive' }
