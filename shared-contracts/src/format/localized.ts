import type { Language } from '../i18n/languages';

export interface NamedEntity {
  name_german: string;
  name_arabic: string;
}

export interface DescribedEntity {
  description_german: string;
  description_arabic: string;
}

/** German texts for `du`, Arabic otherwise (also for the `en` fallback). */
export function localizedName(entity: NamedEntity, lng: Language | string): string {
  return lng === 'du' ? entity.name_german : entity.name_arabic;
}

export function localizedDescription(entity: DescribedEntity, lng: Language | string): string {
  return lng === 'du' ? entity.description_german : entity.description_arabic;
}
