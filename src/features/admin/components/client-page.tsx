// Being built (issue 24): a rental client's page in the desk.
export function ClientPage(_props: { uid: string; now: () => Date }) {
  return <h2 className="h4">Cliente</h2>;
}
