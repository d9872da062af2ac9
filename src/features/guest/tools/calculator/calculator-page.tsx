// Skeleton: replaced by the guest tools work.
export function CalculatorPage() {
  return null;
}
