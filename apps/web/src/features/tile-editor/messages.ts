import { defineMessage, defineMessages } from 'react-intl';

export const tileEditorMessages = defineMessages({
  createTitle: { id: 'tileEditor.createTitle' },
  editTitle: { id: 'tileEditor.editTitle' },
  label: { id: 'tileEditor.label' },
  boardName: { id: 'tileEditor.boardName' },
  vocalization: { id: 'tileEditor.vocalization' },
  type: { id: 'tileEditor.type' },
  typeButton: { id: 'tileEditor.type.button' },
  typeFolder: { id: 'tileEditor.type.folder' },
  typeBoard: { id: 'tileEditor.type.board' },
  linkBoard: { id: 'tileEditor.linkBoard' },
  linkNone: { id: 'tileEditor.linkNone' },
  colourScheme: { id: 'tileEditor.colorScheme' },
  backgroundColor: { id: 'tileEditor.backgroundColor' },
  borderColor: { id: 'tileEditor.borderColor' },
  noBorder: { id: 'tileEditor.noBorder' },
  customColour: { id: 'tileEditor.customColor' },
  picture: { id: 'tileEditor.picture' },
  pictureSuggested: { id: 'tileEditor.pictureSuggested' },
  voice: { id: 'tileEditor.voice' },
  save: { id: 'tileEditor.save' },
  cancel: { id: 'tileEditor.cancel' },
  back: { id: 'tileEditor.back' },
  next: { id: 'tileEditor.next' },
  required: { id: 'validation.required' },
});

export const stepMessage = defineMessage<{ current: number; total: number }>({ id: 'tileEditor.step', defaultMessage: 'Tile {current} of {total}' });

export const schemeNames = defineMessages({
  default: { id: 'tileEditor.scheme.default' },
  fitzgerald: { id: 'tileEditor.scheme.fitzgerald' },
  goossens: { id: 'tileEditor.scheme.goossens' },
});

/** Colour and word-class names of core's colour schemes, keyed by core's English names in lower case. */
export const colourNames = defineMessages({
  yellow: { id: 'tileEditor.color.yellow' },
  blue: { id: 'tileEditor.color.blue' },
  green: { id: 'tileEditor.color.green' },
  orange: { id: 'tileEditor.color.orange' },
  pink: { id: 'tileEditor.color.pink' },
  purple: { id: 'tileEditor.color.purple' },
  red: { id: 'tileEditor.color.red' },
  brown: { id: 'tileEditor.color.brown' },
  white: { id: 'tileEditor.color.white' },
  grey: { id: 'tileEditor.color.grey' },
});

export const wordClassNames = defineMessages({
  pronoun: { id: 'tileEditor.wordClass.pronoun' },
  verb: { id: 'tileEditor.wordClass.verb' },
  adjective: { id: 'tileEditor.wordClass.adjective' },
  noun: { id: 'tileEditor.wordClass.noun' },
  social: { id: 'tileEditor.wordClass.social' },
  question: { id: 'tileEditor.wordClass.question' },
  negation: { id: 'tileEditor.wordClass.negation' },
  adverb: { id: 'tileEditor.wordClass.adverb' },
  conjunction: { id: 'tileEditor.wordClass.conjunction' },
  determiner: { id: 'tileEditor.wordClass.determiner' },
  descriptor: { id: 'tileEditor.wordClass.descriptor' },
  preposition: { id: 'tileEditor.wordClass.preposition' },
});
