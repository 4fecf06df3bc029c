import Apple from 'lucide-react/icons/apple';
import BookOpen from 'lucide-react/icons/book-open';
import Briefcase from 'lucide-react/icons/briefcase';
import Calculator from 'lucide-react/icons/calculator';
import Calendar from 'lucide-react/icons/calendar';
import Camera from 'lucide-react/icons/camera';
import Carrot from 'lucide-react/icons/carrot';
import ChartLine from 'lucide-react/icons/chart-line';
import Check from 'lucide-react/icons/check';
import Clock from 'lucide-react/icons/clock';
import Coffee from 'lucide-react/icons/coffee';
import Croissant from 'lucide-react/icons/croissant';
import FileText from 'lucide-react/icons/file-text';
import Gift from 'lucide-react/icons/gift';
import Hammer from 'lucide-react/icons/hammer';
import Handshake from 'lucide-react/icons/handshake';
import Heart from 'lucide-react/icons/heart';
import House from 'lucide-react/icons/house';
import Image from 'lucide-react/icons/image';
import Lamp from 'lucide-react/icons/lamp';
import Leaf from 'lucide-react/icons/leaf';
import Paintbrush from 'lucide-react/icons/paintbrush';
import Palette from 'lucide-react/icons/palette';
import PenTool from 'lucide-react/icons/pen-tool';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import Sparkles from 'lucide-react/icons/sparkles';
import Sprout from 'lucide-react/icons/sprout';
import Sun from 'lucide-react/icons/sun';
import Target from 'lucide-react/icons/target';
import Truck from 'lucide-react/icons/truck';
import Users from 'lucide-react/icons/users';
import Utensils from 'lucide-react/icons/utensils';
import Wine from 'lucide-react/icons/wine';
import Wrench from 'lucide-react/icons/wrench';
import type { LucideIcon } from 'lucide-react';
import type { DemoIcon } from '../../../content/theme-demos/types.ts';

/** The demos' line icons, one set (lucide-react) as on the rest of the site. */
export const demoIcons: Record<DemoIcon, LucideIcon> = {
  coffee: Coffee,
  croissant: Croissant,
  leaf: Leaf,
  clock: Clock,
  calendar: Calendar,
  briefcase: Briefcase,
  chart: ChartLine,
  users: Users,
  calculator: Calculator,
  file: FileText,
  shield: ShieldCheck,
  gift: Gift,
  'shopping-bag': ShoppingBag,
  truck: Truck,
  apple: Apple,
  carrot: Carrot,
  sprout: Sprout,
  camera: Camera,
  image: Image,
  heart: Heart,
  sparkles: Sparkles,
  palette: Palette,
  pen: PenTool,
  hammer: Hammer,
  wrench: Wrench,
  paintbrush: Paintbrush,
  home: House,
  check: Check,
  wine: Wine,
  utensils: Utensils,
  sun: Sun,
  lamp: Lamp,
  book: BookOpen,
  handshake: Handshake,
  target: Target,
};
