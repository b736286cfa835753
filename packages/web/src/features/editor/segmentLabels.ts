import type { EditorSegment, SegmentStatus } from '@tessera/contracts';

export const statusLabels: Record<SegmentStatus, string> = {
  EMPTY: 'Empty',
  DRAFT: 'Draft',
  CONFIRMED: 'Confirmed',
  LOCKED: 'Locked',
};

/** Where the target came from: a TM match with its score, MT, NT (non-translatable) or a person. */
export function originLabel(segment: Pick<EditorSegment, 'matchOrigin' | 'matchScore'>): string {
  switch (segment.matchOrigin) {
    case null:
      return '';
    case 'TM':
      return segment.matchScore === null ? 'TM' : `TM ${segment.matchScore}%`;
    case 'HUMAN':
      return 'Human';
    case 'COPY':
      return 'Source copy';
    case 'PSEUDO':
      return 'Pseudo';
    default:
      return segment.matchOrigin;
  }
}
