/** Spec 9: "Toasts close after about 4 to 5 seconds". One value for the React pages and the landing page's island. */
export const TOAST_MS = 5000
