/** Thrown by a rule's (or the engine's) `save` when its part cannot merge exactly: the session is read in one part. */
export class PartDoesNotMerge extends Error {}
