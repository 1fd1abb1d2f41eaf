import type { LucideIcon } from 'lucide-react';

/** A titled block with an icon and one paragraph (highlights, values). */
export interface IconItem {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** An advisory service: what it is and the bullet list of what it includes. */
export interface ServiceItem extends IconItem {
  features: readonly string[];
}
