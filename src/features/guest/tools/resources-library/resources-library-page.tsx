// Skeleton: replaced by the guest tools work.
export function ResourcesLibraryPage() {
  return null;
}
