import { brand } from '../brand.ts';

/** Spec 2.4 social icons, in the spec's order. The icon is chosen by `key` in the footer. */
export const socialLinks = [
  { key: 'twitter', label: 'Twitter', href: brand.social.twitter },
  { key: 'facebook', label: 'Facebook', href: brand.social.facebook },
  { key: 'youtube', label: 'YouTube', href: brand.social.youtube },
  { key: 'linkedin', label: 'LinkedIn', href: brand.social.linkedin },
  { key: 'instagram', label: 'Instagram', href: brand.social.instagram },
] as const;

export type SocialKey = (typeof socialLinks)[number]['key'];
