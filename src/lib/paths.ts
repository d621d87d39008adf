// Every route and home-page anchor the app links to, named once. Routes in src/app/app.tsx, the header and
// footer, and every feature's links read them here, so a renamed path or section cannot leave a dead link.

/** The home page's sections, in the spec's order (spec §2), by their element id. */
export const ANCHORS = {
  hero: 'hero-title',
  howItWorks: 'how-it-works',
  chart: 'chart-form',
  why: 'why',
  tarot: 'tarot',
  compatibility: 'compatibility',
  premium: 'premium',
  library: 'library',
  support: 'support',
} as const;

export type Anchor = keyof typeof ANCHORS;

export const paths = {
  home: '/',
  auth: '/auth',
  /** /auth opened on 'Crear cuenta', where calls to action lead. */
  signUp: '/auth?modo=registro',
  /** /auth opened on '¿Olvidaste tu contraseña?'. */
  recoverPassword: '/auth?modo=recuperar',
  /** Where a password recovery link lands: choosing the new password. */
  newPassword: '/nueva-contrasena',
  /** The account page: profile, security, the user's data and deleting the account. */
  account: '/cuenta',
  /** Legal and help pages, readable without an account and offline. */
  privacy: '/privacidad',
  terms: '/terminos',
  cookies: '/cookies',
  support: '/soporte',
  article: (slug: string) => `/biblioteca/${encodeURIComponent(slug)}`,
  /** The whole library, readable without an account (the home page's #library section is for signed-in users). */
  library: '/biblioteca',
  /** The library's tarot section: the 78 cards' meanings, readable without an account. */
  tarot: '/biblioteca/tarot',
  tarotCard: (cardId: string) => `/biblioteca/tarot/${encodeURIComponent(cardId)}`,
  solarReturn: '/premium/revolucion-solar',
  transits: '/premium/transitos',
  monthlyReport: '/premium/informe-mensual',
  /** Where a compatibility invitation's link lands: the invitee types their own birth data, with or without an account. */
  invitation: (token: string) => `/invitacion/${encodeURIComponent(token)}`,
} as const;

/** The route patterns react-router matches (`:slug` where paths take a parameter). */
export const routePatterns = {
  article: '/biblioteca/:slug',
  tarotCard: '/biblioteca/tarot/:card',
  invitation: '/invitacion/:token',
} as const;

/** A link to a section of the home page, from anywhere in the app. */
export function homeSection(anchor: Anchor): string {
  return `/#${ANCHORS[anchor]}`;
}

/** A link to a section from within the home page itself. */
export function sectionHash(anchor: Anchor): string {
  return `#${ANCHORS[anchor]}`;
}
