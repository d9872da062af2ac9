// Skeleton: replaced by the guest tools work.
export function NeedsAssessmentPage() {
  return null;
}
