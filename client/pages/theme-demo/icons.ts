import {
  Apple, BookOpen, Briefcase, Calculator, Calendar, Camera, Carrot, ChartLine, Check, Clock, Coffee, Croissant,
  FileText, Gift, Hammer, Handshake, Heart, House, Image, Lamp, Leaf, Paintbrush, Palette, PenTool, ShieldCheck,
  ShoppingBag, Sparkles, Sprout, Sun, Target, Truck, Users, Utensils, Wine, Wrench, type LucideIcon,
} from 'lucide-react';
import type { DemoIcon } from '../../../content/theme-demos/types.ts';

/** The demos' line icons, one set (lucide-react) as on the rest of the site. */
export const demoIcons: Record<DemoIcon, LucideIcon> = {
  coffee: Coffee, croissant: Croissant, leaf: Leaf, clock: Clock, calendar: Calendar, briefcase: Briefcase,
  chart: ChartLine, users: Users, calculator: Calculator, file: FileText, shield: ShieldCheck, gift: Gift,
  'shopping-bag': ShoppingBag, truck: Truck, apple: Apple, carrot: Carrot, sprout: Sprout, camera: Camera,
  image: Image, heart: Heart, sparkles: Sparkles, palette: Palette, pen: PenTool, hammer: Hammer, wrench: Wrench,
  paintbrush: Paintbrush, home: House, check: Check, wine: Wine, utensils: Utensils, sun: Sun, lamp: Lamp,
  book: BookOpen, handshake: Handshake, target: Target,
};
