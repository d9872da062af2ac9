// Skeleton: replaced by the guest tools work.
export function ResourcesCalendarPage() {
  return null;
}
