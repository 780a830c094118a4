// The educator app at /me (issue 21): the layout and each section is a chunk of its own, fetched the
// first time it is visited. The router (app/router.tsx) reads these loaders; each section's folder
// exports its pages from page.tsx (a form page whose code the list does not share, from its own file).
export const meLayout = () => import('./layout/me-layout');
export const mePassport = () => import('./passport/page');
export const meProfile = () => import('./profile/page');
export const mePrograms = () => import('./programs/page');
export const mePointRequests = () => import('./point-requests/page');
export const mePointRequest = () => import('./point-requests/request-page');
export const meVcm = () => import('./vcm/page');
export const meNotifications = () => import('./notifications/page');
