/** The product's name and contact facts, in one place so the brand can change. */
export const BRAND = {
  name: 'La Meute',
  tagline: 'L’éducation canine bienveillante, à distance',
  supportEmail: 'contact@lameute.fr',
  domain: 'lameute.fr',
} as const;
