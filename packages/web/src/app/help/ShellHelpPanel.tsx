import Box from '@cloudscape-design/components/box';
import HelpPanel from '@cloudscape-design/components/help-panel';
import Link from '@cloudscape-design/components/link';
import { useLocation } from 'react-router';
import { RouterLink } from '../../components/RouterLink';
import { useShellSession } from '../../components/session';
import { defaultHelpEntry, helpCatalogue } from './catalogue';
import { findHelpEntry, helpContentFor } from './findHelp';

/** The help panel of the AppLayout tools: the catalogue's entry for the topic, hash or route. */
export function ShellHelpPanel({ topic }: { topic: string | null }) {
  const { session, isInternal } = useShellSession();
  const { pathname, hash } = useLocation();
  const entry = findHelpEntry(helpCatalogue, { pathname, hash, topic }) ?? defaultHelpEntry;
  const content = helpContentFor(entry, { role: session.user.role, isInternal });
  const hasLinks = content.appLinks.length > 0 || content.docs.length > 0;
  return (
    <HelpPanel
      header={<h2>{content.title}</h2>}
      footer={
        hasLinks ? (
          <div>
            <h3>Learn more</h3>
            <ul>
              {content.appLinks.map((link) => (
                <li key={link.href}>
                  <RouterLink href={link.href}>{link.text}</RouterLink>
                </li>
              ))}
              {content.docs.map((doc) => (
                <li key={doc.href}>
                  <Link href={doc.href} external>
                    {doc.text}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : undefined
      }
    >
      {content.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {content.sections.map((section) => (
        <Box key={section.heading}>
          <h3>{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Box>
      ))}
    </HelpPanel>
  );
}
