import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import type { SegmentComment } from '@tessera/contracts';
import { useState } from 'react';
import type { PanelSegment } from '../../api/editor';
import {
  useAddComment,
  useResolveComment,
  useSegmentCommentsQuery,
} from '../../api/editorComments';
import { messageOf } from '../../api/http';
import { useDates } from '../../components/useDates';
import { PanelSection } from './PanelSection';

function CommentItem({
  comment,
  changing,
  onResolve,
}: {
  comment: SegmentComment;
  changing: boolean;
  onResolve(resolved: boolean): void;
}) {
  const { formatDateTime } = useDates();
  const resolved = comment.resolved;
  return (
    <div role="group" aria-label={`Comment by ${comment.author.userName}`}>
      <SpaceBetween size="xxs">
        <Box variant="small" color="text-body-secondary">
          {comment.author.userName}, {formatDateTime(comment.createdAt)}
        </Box>
        <Box>
          <span style={{ whiteSpace: 'pre-wrap' }}>{comment.text}</span>
        </Box>
        {resolved ? (
          <StatusIndicator type="success">
            Resolved by {resolved.by.userName}, {formatDateTime(resolved.at)}
          </StatusIndicator>
        ) : (
          <StatusIndicator type="warning">Unresolved</StatusIndicator>
        )}
        <Button variant="inline-link" loading={changing} onClick={() => onResolve(!resolved)}>
          {resolved ? 'Reopen' : 'Resolve'}
        </Button>
      </SpaceBetween>
    </div>
  );
}

/** The active segment's comments, oldest first; a new one can be written, each resolved or reopened. */
export function CommentsPanel({ at }: { at: PanelSegment }) {
  const comments = useSegmentCommentsQuery(at);
  const add = useAddComment(at);
  const resolve = useResolveComment(at);
  const [text, setText] = useState('');
  const list = comments.data ?? [];
  const changing = resolve.isPending ? resolve.variables?.commentId : undefined;
  const failed = add.error ?? resolve.error;
  return (
    <PanelSection title="Comments" state={comments} empty={false} emptyText="">
      <SpaceBetween size="s">
        {list.length === 0 && <Box color="text-body-secondary">No comments.</Box>}
        {list.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            changing={changing === comment.id}
            onResolve={(resolved) => resolve.mutate({ commentId: comment.id, resolved })}
          />
        ))}
        <Textarea
          ariaLabel="New comment"
          placeholder="Write a comment"
          rows={2}
          value={text}
          onChange={({ detail }) => setText(detail.value)}
        />
        {failed && <StatusIndicator type="error">{messageOf(failed)}</StatusIndicator>}
        <Button
          loading={add.isPending}
          disabled={text.trim() === ''}
          onClick={() => add.mutate(text, { onSuccess: () => setText('') })}
        >
          Add comment
        </Button>
      </SpaceBetween>
    </PanelSection>
  );
}
