import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Block, Inline } from './help-document';

/** A link of the help: to a section of it (`#id`), to a screen of the app, or to a web page in a new tab. */
export function HelpLink({ href, children }: { href: string; children: string }) {
  if (href.startsWith('https://')) {
    return (
      <Link href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </Link>
    );
  }
  const [pathname = '', hash] = href.split('#');
  return (
    <Link component={RouterLink} to={{ ...(pathname && { pathname }), hash: hash ? `#${hash}` : '' }}>
      {children}
    </Link>
  );
}

function InlineText({ inlines }: { inlines: Inline[] }) {
  return inlines.map((part, index) =>
    part.kind === 'strong' ? (
      <strong key={index}>{part.text}</strong>
    ) : part.kind === 'link' ? (
      <HelpLink key={index} href={part.href}>
        {part.text}
      </HelpLink>
    ) : (
      part.text
    ),
  );
}

/** The paragraphs, sub-headings and lists of a help section, as text and React elements (never HTML). */
export function HelpBlocks({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) => {
    if (block.kind === 'subheading') {
      return (
        <Typography key={index} component="h3" variant="subtitle1" sx={{ fontWeight: 'bold', mt: 2 }}>
          {block.text}
        </Typography>
      );
    }
    if (block.kind === 'list') {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <Typography key={index} component={List} variant="body1" sx={{ pl: 3, my: 1, '& li': { mb: 0.5 } }}>
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex}>
              <InlineText inlines={item} />
            </li>
          ))}
        </Typography>
      );
    }
    return (
      <Typography key={index} variant="body1" sx={{ my: 1 }}>
        <InlineText inlines={block.inlines} />
      </Typography>
    );
  });
}
