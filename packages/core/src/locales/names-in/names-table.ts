/**
 * The names the Language screen needs, written in one interface language: every language of its list (by the tag
 * it is named as, see NAMED_AS in ../language-names.ts; Montenegrin has its own table, ../montenegrin-names.ts),
 * and the regions and scripts that tell apart two rows of one language. For engines without that language's data.
 */
export interface NamesTable {
  language: Readonly<Record<string, string>>;
  region: Readonly<Record<string, string>>;
  script: Readonly<Record<string, string>>;
}
