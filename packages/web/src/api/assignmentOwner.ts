/** The project or template whose term bases and memories a call reads or writes. */
export type AssignmentOwner =
  { kind: 'project'; projectUid: string } | { kind: 'template'; templateId: number };

/** The owner's query parameter: project={uid} or template={id}. */
export function ownerQuery(owner: AssignmentOwner): { project: string } | { template: number } {
  return owner.kind === 'project' ? { project: owner.projectUid } : { template: owner.templateId };
}

export const ownerKey = (owner: AssignmentOwner) =>
  owner.kind === 'project' ? `project:${owner.projectUid}` : `template:${owner.templateId}`;
