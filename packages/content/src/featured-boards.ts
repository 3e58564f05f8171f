import { CORE_BOARD_IDS } from './boards/core/index.ts';
import { PARTNER_BOARD_IDS } from './boards/spanish-partner/index.ts';
import { SPANISH_BOARD_IDS } from './boards/spanish/index.ts';
import { picturePath } from './kit/pictures.ts';

/** A built-in set offered in the featured-board picker; choosing it makes homeBoard the root. */
export interface FeaturedBoard {
  /** The set's name in the communicator's defaultBoardsIncluded. */
  nameOnJSON: string;
  homeBoard: string;
  /** English title and description; the keys give their translations in the message catalogue. */
  title: string;
  titleKey: string;
  description: string;
  descriptionKey: string;
  /** Language of the set's own texts: 'en' sets are translated through labelKeys. */
  locale: string;
  image: string;
}

/** Names of the built-in sets in defaultBoardsIncluded. */
export const DEFAULT_BOARD_SETS = {
  advanced: 'advanced',
  core: 'core',
  spanishPartner: 'spanishPartner',
  spanish: 'spanish',
} as const;

const featured = (nameOnJSON: string, homeBoard: string, locale: string, image: string, title: string, description: string): FeaturedBoard => ({
  nameOnJSON,
  homeBoard,
  title,
  titleKey: `tessera.featured.${nameOnJSON}.title`,
  description,
  descriptionKey: `tessera.featured.${nameOnJSON}.description`,
  locale,
  image: picturePath(image) ?? '',
});

export const featuredBoards: readonly FeaturedBoard[] = [
  featured(
    DEFAULT_BOARD_SETS.core,
    CORE_BOARD_IDS.root,
    'en',
    '1F5E3',
    'Core vocabulary',
    'The most used words, always in the same place on a fixed 11 by 6 grid, coloured by kind of word, with boards for people, actions, describing words and topics.',
  ),
  featured(
    DEFAULT_BOARD_SETS.advanced,
    'root',
    'en',
    '1F3E0',
    'Classic boards',
    'A home board with a folder for each topic: feelings, quick chat, food, drinks, places, people, school and many more.',
  ),
  featured(
    DEFAULT_BOARD_SETS.spanishPartner,
    PARTNER_BOARD_IDS.root,
    'es-ES',
    '1F4AC',
    'Spanish conversation',
    'Fixed Spanish boards for conversation and questions, from a partner organisation.',
  ),
  featured(
    DEFAULT_BOARD_SETS.spanish,
    SPANISH_BOARD_IDS.root,
    'es-ES',
    '1F1EA-1F1F8',
    'Spanish boards',
    'Ready-made Spanish boards: feelings, chat phrases, food, drinks, family, sports, clothing, hobbies, hygiene, school, body parts, actions, toys and questions.',
  ),
];
