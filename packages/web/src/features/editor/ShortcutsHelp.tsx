import HelpPanel from '@cloudscape-design/components/help-panel';
import { editorLabels } from './editorLabels';
import { shortcuts } from './shortcuts';

/** The editor's help panel: every keyboard shortcut. */
export function ShortcutsHelp() {
  return (
    <HelpPanel header={<h2>{editorLabels.shortcutsHeader}</h2>}>
      <p>Click a segment, or move to it with the keyboard, to edit its target.</p>
      <dl>
        {shortcuts.map((shortcut) => (
          <div key={shortcut.command}>
            <dt>
              <kbd>{shortcut.keys}</kbd>
            </dt>
            <dd>{shortcut.text}</dd>
          </div>
        ))}
      </dl>
    </HelpPanel>
  );
}
