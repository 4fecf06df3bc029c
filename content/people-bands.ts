// The bands of people at work (decision 285): for each page that shows one, its scene and the words beside it. A
// page's band is chosen by its path, so the pages themselves name nothing but the slot. Home, /buildmysite and
// /developer show their scene in the hero instead (client/components/hero-scene.tsx).
import type { PeopleSceneId } from './people-scenes.ts';

export interface PeopleBand {
  scene: PeopleSceneId;
  /** A band's heading and line beside the scene; without them (the form pages) the scene stands alone. */
  title?: string;
  text?: string;
}

/** Path -> the band under its hero, or on the consultation pages the scene beside the form. */
export const peopleBands: Record<string, PeopleBand> = {
  '/hosting': {
    scene: 'developer',
    title: 'Servers looked after around the clock',
    text: 'Uptime is monitored around the clock and malware scanned for daily, and a real person answers your call 24/7.',
  },
  '/wordpress': {
    scene: 'developer',
    title: 'WordPress looked after by people who know it',
    text: 'WordPress comes installed and updates itself, and your questions reach a real person, on the phone 24/7.',
  },
  '/woocommerce': {
    scene: 'seller',
    title: 'From the first order to the thousandth',
    text: 'Your WooCommerce store takes orders while you pack the last one, on hosting set up for online shops.',
  },
  '/stores': {
    scene: 'seller',
    title: 'Sell online, pack and ship from where you work',
    text: 'Orders, payments and stock in one place, so every sale reaches you on your phone and your desk.',
  },
  '/mail': {
    scene: 'agent',
    title: 'Email that just works, and help when it doesn’t',
    text: 'Set-up help and answers on your mailboxes come from a real person, on the phone 24/7.',
  },
  '/websites': {
    scene: 'owner',
    title: 'Make your site between customers',
    text: 'Pick a theme, change the words and pictures, and publish from the counter, with help a call away 24/7.',
  },
  '/domains': {
    scene: 'storefront',
    title: 'A name customers can find',
    text: 'Your domain is the address on your shop window online. Register it and use it for your website and your email.',
  },
  '/local': {
    scene: 'storefront',
    title: 'Be found by the people around the corner',
    text: 'Your hours, address and phone, the same in 70+ directories, so nearby customers reach your door.',
  },
  '/local/consultation1': { scene: 'storefront' },
  '/webdesign': {
    scene: 'designers',
    title: 'Designers who build it with you',
    text: 'A designer learns what your business needs, builds the site and shows it to you before it goes live.',
  },
  '/webdesign/consultation': { scene: 'designers' },
  '/enterprisesolutions': {
    scene: 'team',
    title: 'An account team that plans with you',
    text: 'One team looks after your brands or locations, from the first plan to the day-to-day work.',
  },
  '/enterprisesolutions/contact': {
    scene: 'team',
    title: 'The team you will work with',
    text: 'Tell us what you need and an account specialist comes back to you to plan the next steps.',
  },
  '/legal/consultation': { scene: 'agent' },
  '/pos/consultation': { scene: 'owner' },
};
